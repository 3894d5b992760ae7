import {
  Badge,
  Button,
  Card,
  ErrorState,
  LoadingState,
  Notice,
  Stack,
  Switch,
  TextField,
  useForm,
  useT,
  errorText,
  fieldErrors,
  notify,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { featuresStore, type FeatureFlag, type Features } from '@fairway/shared-api';
import { siteName } from '@fairway/shared-api/settings';
import { messages } from '../../../i18n/messages';
import { settingsApi } from '../../../shared/api/clients';
import { useFeatureToggles } from '../hooks/useFeatureToggles';
import { ACCESS_FLAGS, MODULE_FLAGS, type FlagText } from '../utils/labels';
import css from './FeaturesTab.module.css';

type SiteNameValues = { site_name: string };

function SiteNameForm({
  current,
  canWrite,
  onSaved,
}: {
  current: string;
  canWrite: boolean;
  onSaved: (name: string) => void;
}) {
  const t = useT(messages);
  const form = useForm<SiteNameValues, SiteNameValues>({
    schema: siteName,
    initialValues: { site_name: current },
    onSubmit: async ({ site_name }, helpers) => {
      try {
        const saved = await settingsApi().setFeature('site_name', site_name);
        helpers.reset({ site_name: saved });
        featuresStore.getState().setFeatures({ site_name: saved });
        onSaved(saved);
        notify.success(t('siteRenamed', { name: saved }));
      } catch (err) {
        const fields = fieldErrors(err);
        if (fields.site_name) helpers.setErrors({ site_name: fields.site_name });
        else throw new Error(errorText(err));
      }
    },
  });
  return (
    <Card title={t('clubName')} subtitle={t('clubNameSubtitle')}>
      <form className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField
          label={t('siteName')}
          required
          maxLength={80}
          readOnly={!canWrite}
          autoComplete="organization"
          {...form.register('site_name')}
        />
        {canWrite ? (
          <div className={styles['fw-ui-page-actions']}>
            <Button type="submit" loading={form.submitting} loadingLabel={t('saving')}>
              {t('saveName')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

/** A flag without its module in this installation: no switch, since it would switch nothing. */
function NotInstalled({ text }: { text: FlagText }) {
  const t = useT(messages);
  return (
    <div className={css['fw-admin-feature-missing']}>
      <div className={css['fw-admin-feature-missing-row']}>
        <span className={css['fw-admin-feature-missing-label']}>{t(text.label)}</span>
        <Badge tone="neutral">{t('notInstalled')}</Badge>
      </div>
      <p className={css['fw-admin-feature-missing-hint']}>{t('notInstalledHint')}</p>
    </div>
  );
}

/** Settings → Features: the club's name, one switch per installed module, and who may join and what is sent. */
export function FeaturesTab({ canWrite }: { canWrite: boolean }) {
  const t = useT(messages);
  const { features, installed, toggle } = useFeatureToggles();

  const failed = features.error ? features : installed.error ? installed : null;
  if (failed) {
    return (
      <ErrorState
        title={t('featuresNotLoaded')}
        message={failed.error}
        onRetry={() => void failed.reload()}
        retrying={failed.loading}
      />
    );
  }
  if (!features.data || !installed.data) return <LoadingState label={t('loadingFeatures')} />;
  const data = features.data;
  const present: ReadonlySet<FeatureFlag> = installed.data;

  const switches = (list: readonly FlagText[]) =>
    list.map((f) =>
      present.has(f.flag) ? (
        <Switch
          key={f.flag}
          name={f.flag}
          label={t(f.label)}
          hint={f.hint ? t(f.hint) : undefined}
          checked={data[f.flag]}
          disabled={!canWrite}
          onChange={(value) => void toggle(f.flag, value)}
        />
      ) : (
        <NotInstalled key={f.flag} text={f} />
      ),
    );

  return (
    <Stack gap={5}>
      {!canWrite ? <Notice tone="info">{t('settingsReadOnly')}</Notice> : null}
      <SiteNameForm
        current={data.site_name}
        canWrite={canWrite}
        onSaved={(name) => features.setData((c) => ({ ...(c as Features), site_name: name }))}
      />
      <Card title={t('modules')} subtitle={t('modulesSubtitle')}>
        <Stack gap={3}>{switches(MODULE_FLAGS)}</Stack>
      </Card>
      <Card title={t('joiningAndEmail')} subtitle={t('savedAtOnce')}>
        <Stack gap={3}>{switches(ACCESS_FLAGS)}</Stack>
      </Card>
    </Stack>
  );
}
