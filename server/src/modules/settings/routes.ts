import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEATURE_PATHS,
  PERMISSIONS,
  SETTINGS_SECTIONS,
  SETTINGS_SECTION_NAMES,
  allSettings,
  anySettingsSection,
  errorResponse,
  featureValue,
  features,
  installedFeatures,
  settingsExport,
  settingsImport,
  settingsSectionParam,
  type FeatureKey,
  type Features,
} from '@fairway/shared-api/contract';
import { readFeatures, writeFeatures } from './flags';
import * as repo from './repository';
import * as service from './service';

const tags = ['Settings'];
const read = { permission: PERMISSIONS.settingsRead };
const write = { permission: PERMISSIONS.settingsWrite };

/** Feature flags, registration-enabled and settings sections. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every signed-in portal user reads the flags to gate navigation;
  // only the registration page reads one anonymously.
  for (const key of Object.keys(FEATURE_PATHS) as FeatureKey[]) {
    const url = `/api/${FEATURE_PATHS[key]}`;
    const value = featureValue(key);
    app.get(
      url,
      {
        config:
          key === 'registration_enabled'
            ? { public: true }
            : { permission: PERMISSIONS.selfService },
        schema: { tags, summary: `Read ${key}`, response: { 200: value } },
      },
      async (req) => {
        const current = await service.featuresFor(
          app.database.db,
          req.auth?.organizationId ?? null,
        );
        return { [key]: current[key] };
      },
    );
    app.put(
      url,
      {
        config: write,
        schema: {
          tags,
          summary: `Change ${key}`,
          body: value,
          response: { 200: value, 400: errorResponse },
        },
      },
      async (req) => {
        const orgId = req.principal().organizationId;
        const saved = await req.tx((tx) => writeFeatures(tx, orgId, req.body as Partial<Features>));
        return { [key]: saved[key] };
      },
    );
  }

  app.get(
    '/api/settings/features',
    {
      config: { permission: PERMISSIONS.selfService },
      schema: {
        tags,
        summary: 'Every feature flag and the site name, in one call',
        response: { 200: features },
      },
    },
    async (req) => req.tx((tx) => readFeatures(tx)),
  );

  app.get(
    '/api/settings/features/installed',
    {
      config: read,
      schema: {
        tags,
        summary: 'The feature flags whose module this installation has',
        response: { 200: installedFeatures },
      },
    },
    async () => ({ installed: [...app.installedFeatures] }),
  );

  for (const name of SETTINGS_SECTION_NAMES) {
    const schema = SETTINGS_SECTIONS[name];
    app.get(
      `/api/settings/${name}`,
      {
        config: read,
        schema: {
          tags,
          summary: `The ${name} settings (stored values over the defaults)`,
          response: { 200: schema },
        },
      },
      async (req) => req.tx((tx) => repo.readSection(tx, name)),
    );
    app.put(
      `/api/settings/${name}`,
      {
        config: write,
        schema: {
          tags,
          summary: `Replace the ${name} settings (left-out fields take their defaults)`,
          body: schema,
          response: { 200: schema, 400: errorResponse },
        },
      },
      async (req) =>
        req.tx((tx) => service.writeSection(tx, req.principal().organizationId, name, req.body)),
    );
  }

  app.post(
    '/api/settings/:section/reset',
    {
      config: write,
      schema: {
        tags,
        summary: 'Restore a section to its defaults',
        params: settingsSectionParam,
        response: { 200: anySettingsSection, 404: errorResponse },
      },
    },
    async (req) => {
      const name = service.sectionNamed(req.params.section);
      return req.tx((tx) => service.resetSection(tx, req.principal().organizationId, name));
    },
  );

  app.get(
    '/api/settings/all',
    {
      config: read,
      schema: { tags, summary: 'Every section and the features', response: { 200: allSettings } },
    },
    async (req) => req.tx((tx) => service.readAll(tx)),
  );

  app.get(
    '/api/settings/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'Export every setting as a versioned document',
        response: { 200: settingsExport },
      },
    },
    async (req) => req.tx((tx) => service.exportAll(tx, req.principal().organizationId)),
  );

  app.post(
    '/api/settings/import',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Import an exported document: validated whole (400 names every bad field), then written in one transaction',
        body: settingsImport,
        response: { 200: allSettings, 400: errorResponse },
      },
    },
    async (req) => req.tx((tx) => service.importAll(tx, req.principal().organizationId, req.body)),
  );
};
