import type { CertificationInfo } from '../../../protocol/public-pages';
import { getCertification } from '../../api/public-pages';
import { useQuery } from '../shared/useQuery';

export function useCertification(id: number | null) {
  return useQuery<CertificationInfo>(id ? `certification:${id}` : null, (signal) =>
    getCertification({ id: id ?? 0 }, { signal }),
  );
}
