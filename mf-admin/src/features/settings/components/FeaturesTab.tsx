import {
  Button,
  Card,
  ErrorState,
  LoadingState,
  Notice,
  Stack,
  Switch,
  TextField,
  useForm,
  errorText,
  fieldErrors,
  notify,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { featuresStore, type Features } from '@fairway/shared-api';
import { siteName } from '@fairway/shared-api/settings';
import { settingsApi } from '../../../shared/api/clients';
import { useFeatureToggles } from '../hooks/useFeatureToggles';
import { ACCESS_FLAGS, MODULE_FLAGS } from '../utils/labels';

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
  const form = useForm<SiteNameValues, SiteNameValues>({
    schema: siteName,
    initialValues: { site_name: current },
    onSubmit: async ({ site_name }, helpers) => {
      try {
        const saved = await settingsApi().setFeature('site_name', site_name);
        helpers.reset({ site_name: saved });
        featuresStore.getState().setFeatures({ site_name: saved });
        onSaved(saved);
        notify.success(`The site is now called ${saved}`);
      } catch (err) {
        const fields = fieldErrors(err);
        if (fields.site_name) helpers.setErrors({ site_name: fields.site_name });
        else throw new Error(errorText(err));
      }
    },
  });
  return (
    <Card title="Club name" subtitle="Shown in the header, the browser tab and e-mails.">
      <form className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField
          label="Site name"
          required
          maxLength={80}
          readOnly={!canWrite}
          autoComplete="organization"
          {...form.register('site_name')}
        />
        {canWrite ? (
          <div className={styles['fw-ui-page-actions']}>
            <Button type="submit" loading={form.submitting} loadingLabel="Saving">
              Save name
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

/** Settings → Features: the club's name, one switch per module, and who may join and what is sent. */
export function FeaturesTab({ canWrite }: { canWrite: boolean }) {
  const { features, toggle } = useFeatureToggles();

  if (features.error) {
    return (
      <ErrorState
        title="Could not load the features"
        message={features.error}
        onRetry={() => void features.reload()}
        retrying={features.loading}
      />
    );
  }
  if (!features.data) return <LoadingState label="Loading features…" />;
  const data = features.data;

  const switches = (list: typeof MODULE_FLAGS) =>
    list.map((f) => (
      <Switch
        key={f.flag}
        name={f.flag}
        label={f.label}
        hint={f.hint}
        checked={data[f.flag]}
        disabled={!canWrite}
        onChange={(value) => void toggle(f.flag, value)}
      />
    ));

  return (
    <Stack gap={5}>
      {!canWrite ? (
        <Notice tone="info">
          You can look at these settings; changing them needs the settings:write permission.
        </Notice>
      ) : null}
      <SiteNameForm
        current={data.site_name}
        canWrite={canWrite}
        onSaved={(name) => features.setData((c) => ({ ...(c as Features), site_name: name }))}
      />
      <Card
        title="Modules"
        subtitle="A module that is off disappears from everyone’s navigation; its pages say it is turned off. Each switch is saved at once."
      >
        <Stack gap={3}>{switches(MODULE_FLAGS)}</Stack>
      </Card>
      <Card title="Joining and e-mail" subtitle="Each switch is saved at once.">
        <Stack gap={3}>{switches(ACCESS_FLAGS)}</Stack>
      </Card>
    </Stack>
  );
}
