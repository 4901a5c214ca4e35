import { useMemo, useState } from 'react';
import type { CertType } from '../../../protocol/release';
import { useScreenEntry } from '../../nav/screen-entry';
import { CertTypePicker } from '../../features/release/form/CertTypePicker';
import { hasContent } from '../../features/release/form/device-drafts';
import { useDraftStart } from '../../features/release/form/useDeviceDraft';
import { useReleaseMessages } from '../../features/release/form/messages';
import { ReleaseForm } from '../../features/release/form/ReleaseForm';
import { ReleaseNotice, ReleasePage, ReleaseSkeleton } from '../../features/release/form/ReleasePage';
import { errorText } from '../../features/common/error-text';
import { useCertChecks } from '../../features/release/form/useCertChecks';
import { EditRelease } from './ReleaseScreen';

/** The spec gives this route no id: an edit arrives as `?id=`. */
function editIdOf(url: string): number {
  const q = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const id = Number(new URLSearchParams(q).get('id') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/**
 * /release/certification: first asks checkCertificateByType for each type (1 personal, 2 store) and says
 * why when one is not allowed; the form opens for the chosen allowed type.
 */
export function CertificationScreen() {
  const { url } = useScreenEntry();
  const id = editIdOf(url);
  return id > 0 ? <EditRelease kind="certification" id={id} /> : <NewCertification url={url} />;
}

function NewCertification({ url }: { url: string }) {
  const m = useReleaseMessages();
  const start = useDraftStart('certification', url);
  // A continued draft reopens on the type it was written for; a new one asks first.
  const [chosen, setChosen] = useState<CertType | null>(() =>
    hasContent(start.initial) ? start.initial.certType : null,
  );
  const checks = useCertChecks();
  const initial = useMemo(() => (chosen ? { ...start.initial, certType: chosen } : null), [chosen, start.initial]);
  const allowed = checks.data?.filter((c) => c.allowed) ?? [];
  return (
    <ReleasePage
      testId="release-screen"
      title={m.titleNew_certification}
      subtitle={checks.status === 'loading' ? m.certChecking : m.subtitleNew}
    >
      {checks.status === 'loading' && <ReleaseSkeleton />}
      {checks.status === 'error' && (
        <ReleaseNotice
          testId="release-load-error"
          title={m.loadFailed}
          hint={errorText(checks.error, m.failed)}
          action={{ label: m.retry, run: checks.reload }}
        />
      )}
      {checks.data && allowed.length === 0 && (
        <ReleaseNotice
          testId="cert-not-allowed"
          title={m.notAllowed}
          hint={checks.data
            .map((c) => c.reason)
            .filter(Boolean)
            .join('；')}
        />
      )}
      {checks.data && allowed.length > 0 && <CertTypePicker checks={checks.data} value={chosen} onChange={setChosen} />}
      {initial && <ReleaseForm key={chosen} initial={initial} editId={null} draftId={start.draftId} />}
    </ReleasePage>
  );
}
