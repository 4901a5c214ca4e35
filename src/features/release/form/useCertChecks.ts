import { CERT_TYPES } from '../../../../protocol/release';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';

/** Whether the caller may apply for each certification type (1 personal, 2 store), and why not. */
export function useCertChecks() {
  return useQuery('cert-check', (signal) =>
    Promise.all(
      CERT_TYPES.map((type) =>
        request('/api/info/checkCertificateByType', { type }, { signal }).then((r) => ({ type, ...r })),
      ),
    ),
  );
}
