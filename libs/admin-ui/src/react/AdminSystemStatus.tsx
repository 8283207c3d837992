import type { SystemStatusDetails } from '@grove/api-contract';
import { adminNumberText, adminTimeText } from '../index';
import { useAdminSystemStatusQuery } from './adminApi';
import { AdminQueryView } from './adminDisplay';
import { AdminFigures, AdminSection } from './AdminFigures';
import './admin.css';

/** The system's details could not be read. */
export const ADMIN_SYSTEM_FAILED = 'Failed to load the system status.';

/** What the panel says when the API sent no details (it answers them to an admin's token only). */
export const ADMIN_SYSTEM_NO_DETAILS = 'The service answered without its details: sign in again as an admin to see them.';

function megabytes(bytes: number | null): string {
  return bytes === null ? 'size unknown' : `${adminNumberText(Math.round(bytes / 1_048_576))} MB`;
}

function systemFigures(details: SystemStatusDetails) {
  const { database, jobs, mentor, moderation, counts } = details;
  return [
    { label: 'Accounts', value: adminNumberText(counts.users), detail: `${adminNumberText(counts.children)} child profiles · ${adminNumberText(counts.admins)} admins` },
    {
      label: 'Database',
      value: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      detail: `${megabytes(database.sizeBytes)} · ${adminNumberText(database.migrations.applied)} migrations, latest ${database.migrations.latest ?? 'none'}`,
    },
    { label: 'Mentor', value: mentor.mind === 'builtin' ? 'Grove’s own' : mentor.model, detail: mentor.server ?? `provider ${mentor.provider}` },
    { label: 'Moderation', value: moderation.provider === 'none' ? 'Offline classifier' : moderation.provider, detail: moderation.model ?? 'no model' },
    { label: 'Retention purge', value: jobs.retention.lastRunAt ? adminTimeText(jobs.retention.lastRunAt) : 'Not run yet', detail: 'Last finished run' },
    { label: 'Alert digests', value: jobs.alertDigests.lastSentAt ? adminTimeText(jobs.alertDigests.lastSentAt) : 'None sent yet', detail: 'Last sent' },
    { label: 'Referral rewards', value: jobs.foundersRewards.lastRewardAt ? adminTimeText(jobs.foundersRewards.lastRewardAt) : 'None paid yet', detail: 'Last paid' },
  ];
}

/**
 * The service at a glance, for the admin index (`GET /system/status` with an admin's details): counts of
 * accounts, the database and its migrations, the mentor and moderation in use, and when the background
 * jobs last ran.
 */
export function AdminSystemStatus() {
  const status = useAdminSystemStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <AdminSection title="The service" lead="Counts and the machinery, never anyone's words.">
      <AdminQueryView query={status} failed={ADMIN_SYSTEM_FAILED} loading="Loading the system status...">
        {(data) =>
          data.details ? (
            <AdminFigures label="The service in figures" figures={systemFigures(data.details)} />
          ) : (
            <p className="grove-admin-empty">{ADMIN_SYSTEM_NO_DETAILS}</p>
          )
        }
      </AdminQueryView>
    </AdminSection>
  );
}
