// Staff dashboard and tee-sheet reports (issue 12): public surface is the routes plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERMISSIONS,
  REPORT_MAX_DAYS,
  dashboardQuery,
  errorResponse,
  reportQuery,
  teeSheetDashboard,
  teeSheetReport,
} from '@fairway/shared-api/contract';
import { teeTx } from '../context';
import { csvFileName, reportCsv } from './csv';
import * as service from './service';

const tags = ['Tee sheet'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const base = '/api/settings/tee-sheet';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/dashboard`,
    {
      config: { permission: PERMISSIONS.teeSheetManage },
      schema: {
        tags,
        summary:
          "Addition: the staff's day across the club's active courses (default today on the club's clock): rounds, bookings, arrivals due in the next hour, checked in, no-shows, places left, utilisation by time band, green-fee revenue and alerts",
        querystring: dashboardQuery,
        response: { 200: teeSheetDashboard, ...errors },
      },
    },
    async (req) => teeTx(req, (tx, c) => service.dashboard(tx, c, req.query.date)),
  );

  app.get(
    `${base}/reports`,
    {
      config: { permission: PERMISSIONS.teeSheetManage },
      schema: {
        tags,
        summary: `Addition: utilisation by weekday and time band, rounds played, no-shows and green-fee revenue per day from start_date to end_date (at most ${REPORT_MAX_DAYS} days), for one course or all`,
        querystring: reportQuery,
        response: { 200: teeSheetReport, ...errors },
      },
    },
    async (req) => teeTx(req, (tx, c) => service.report(tx, c, req.query)),
  );

  app.get(
    `${base}/reports.csv`,
    {
      config: { permission: PERMISSIONS.teeSheetManage },
      schema: {
        tags,
        summary: `Addition: the same report as CSV (text/csv, one row per day and a total row, as an attachment)`,
        querystring: reportQuery,
      },
    },
    async (req, reply) => {
      const report = await teeTx(req, (tx, c) => service.report(tx, c, req.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(report)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(reportCsv(report));
    },
  );
};
