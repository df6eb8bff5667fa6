import { z } from '../zod.ts';

/**
 * The HTTP function browsers send Content Security Policy violation reports to (firebase.json's
 * `report-uri`); each report is stored as a client error report.
 */
export const CSP_REPORT_FUNCTION = 'reportCspViolation';

/** The most reports one request may carry; browsers batch a page's reports (the Reporting API). */
export const CSP_REPORTS_PER_REQUEST = 20;

const text = z.string().optional();
const position = z.number().optional();

/** `report-uri`'s format (`application/csp-report`). */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': z.string(),
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'source-file': text,
    'line-number': position,
    'column-number': position,
    'script-sample': text,
  }),
});

/**
 * The Reporting API's format (`report-to`, `application/reports+json`): a batch of reports. The CSP
 * does not ask for it yet (docs/decisions/0009), but browsers may send it.
 */
const reportingApiReports = z
  .array(z.object({ type: z.string(), user_agent: text, body: z.unknown() }))
  .max(CSP_REPORTS_PER_REQUEST);

const reportingApiViolation = z.object({
  documentURL: z.string(),
  blockedURL: text,
  effectiveDirective: text,
  sourceFile: text,
  lineNumber: position,
  columnNumber: position,
  sample: text,
});

/** The path of an http(s) URL: what follows its host, up to its query or fragment. */
const WEB_URL_PATH = /^https?:\/\/[^/?#]*(\/[^?#]*)?/i;

/** A violation, in the words of either format. */
interface Violation {
  documentUrl: string;
  blocked?: string | undefined;
  directive?: string | undefined;
  sourceFile?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  sample?: string | undefined;
  userAgent?: string | undefined;
}

/** The fields of a client error report (clientErrorReportSchema's input) that describe `violation`. */
function asClientError(violation: Violation) {
  // The page's path only: its query may hold what a person typed. Not a web URL: the report still
  // says what was blocked.
  const path = WEB_URL_PATH.exec(violation.documentUrl)?.[1] || '/';
  const where = violation.sourceFile
    ? `${violation.sourceFile}:${violation.line ?? 0}:${violation.column ?? 0}`
    : undefined;
  const stack = [where, violation.sample].filter(Boolean).join('\n');
  return {
    message: `Content Security Policy blocked ${violation.blocked || 'something'} (${violation.directive || 'unknown directive'})`,
    path,
    ...(stack && { stack }),
    ...(violation.userAgent && { userAgent: violation.userAgent }),
  };
}

/**
 * The violations a browser reported in a body of either format, as client error reports (still to be
 * checked and cut to size with clientErrorReportSchema); other kinds of report in a Reporting API
 * batch are left out. Null when the body is neither format.
 */
export function cspViolationReports(
  body: unknown,
  userAgent?: string,
): ReturnType<typeof asClientError>[] | null {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      asClientError({
        documentUrl: report['document-uri'],
        blocked: report['blocked-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        sourceFile: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
        userAgent,
      }),
    ];
  }
  const batch = reportingApiReports.safeParse(body);
  if (!batch.success) return null;
  return batch.data.flatMap((report) => {
    const violation = reportingApiViolation.safeParse(report.body);
    if (report.type !== 'csp-violation' || !violation.success) return [];
    const found = violation.data;
    return [
      asClientError({
        documentUrl: found.documentURL,
        blocked: found.blockedURL,
        directive: found.effectiveDirective,
        sourceFile: found.sourceFile,
        line: found.lineNumber,
        column: found.columnNumber,
        sample: found.sample,
        userAgent: report.user_agent ?? userAgent,
      }),
    ];
  });
}
