import type { CertificationInfo } from '../../../../protocol/public-pages';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';

export function useCertification(id: number | null) {
  return useQuery<CertificationInfo>(id ? `certification:${id}` : null, (signal) =>
    request('/api/info/getCertification', { id: id ?? 0 }, { signal }),
  );
}
