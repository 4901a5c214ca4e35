import { CERT_TYPES } from '../../../protocol/release';
import { checkCertificateByType } from '../../api/release';
import { useQuery } from '../shared/useQuery';

/** Whether the caller may apply for each certification type (1 personal, 2 store), and why not. */
export function useCertChecks() {
  return useQuery('cert-check', (signal) =>
    Promise.all(CERT_TYPES.map((type) => checkCertificateByType({ type }, { signal }).then((r) => ({ type, ...r })))),
  );
}
