import { Button, Notice, useT } from '@fairway/shared-ui';
import { useCourseStatus } from '../hooks/useCourseStatus';
import { messages } from '../../../i18n/messages';

export type CourseStatusBannerProps = {
  courseId: number;
  className?: string;
};

/**
 * Whether the course is open right now, in the server's own sentence ('The course is currently
 * open until 18:00.'): a success notice while open, a warning while closed. Static page content,
 * so it is not a live region; a failure says so quietly with a retry (booking still works).
 */
export function CourseStatusBanner({ courseId, className }: CourseStatusBannerProps) {
  const t = useT(messages);
  const status = useCourseStatus(courseId);
  if (status.status === 'loading') {
    return (
      <Notice tone="info" role="none" className={className}>
        {t('checkingOpen')}
      </Notice>
    );
  }
  if (status.status === 'error') {
    return (
      <Notice
        tone="warning"
        role="none"
        className={className}
        title={t('courseStatusNotLoaded')}
        action={
          <Button
            size="sm"
            variant="secondary"
            loading={status.retrying}
            onClick={() => void status.reload()}
          >
            {t('tryAgain')}
          </Button>
        }
      >
        {status.error}
      </Notice>
    );
  }
  const { is_open_now: open, message } = status.data;
  return (
    <Notice tone={open ? 'success' : 'warning'} role="none" className={className}>
      {message}
    </Notice>
  );
}
