import { useState } from 'react';
import { NEARBY_RADIUS_KM } from '../../../../protocol/public-pages';
import type { AreaInput, UserArea } from '../../../../protocol/public-pages';
import { go } from '../../../nav/nav';
import { showToast } from '../../../state/overlay';
import { useUser } from '../../../state/user';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { errorText } from '../../common/error-text';
import { LocateIcon } from '../../common/icons';
import { cityGroups } from '../../common/taxonomy/taxonomy-options';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { useNearbyMessages } from './messages';
import { nearbyPath } from './nearby-query';
import personStyles from '../person/Person.module.css';
import styles from './Nearby.module.css';
import { request } from '../../../api/request';

/** Where the list is measured from, and the two ways to change it: a city, or the device's location. */
export function AreaPicker({ area }: { area: UserArea | null }) {
  const m = useNearbyMessages();
  const { isLogin } = useUser();
  const { taxonomy, lang, names } = useTaxonomy();
  const [locating, setLocating] = useState(false);

  // A guest's choice lives only in the URL; a logged-in user's is saved as theirs too.
  const choose = async (input: AreaInput) => {
    go(nearbyPath(input));
    if (!isLogin) return;
    try {
      await request('/api/user/setArea', input);
      showToast(m.saved);
    } catch (err) {
      showToast(errorText(err, ''));
    }
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return showToast(m.locateUnsupported);
    setLocating(true);
    // The browser asks the person first; nothing happens without their yes.
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        void choose({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => {
        setLocating(false);
        showToast(m.locateDenied);
      },
      { maximumAge: 600_000, timeout: 15_000, enableHighAccuracy: false },
    );
  };
  const cityName = area ? (names.city.get(area.cityCode) ?? '') : '';
  return (
    <section className={personStyles.section} data-testid="area-picker">
      {area && (
        <p className={styles.from} data-testid="nearby-from">
          <b>{m.from(area.precise ? m.myLocation : m.cityCentre(cityName))}</b>
          <span>{m.radius(NEARBY_RADIUS_KM)}</span>
        </p>
      )}
      <div className={styles.controls}>
        <Select
          look="compact"
          label={m.city}
          value={area ? String(area.cityCode) : ''}
          placeholder={m.pickCity}
          onChange={(v) => Number(v) > 0 && void choose({ cityCode: Number(v) })}
          groups={cityGroups(taxonomy?.cities, lang, { domestic: m.domestic, abroad: m.abroad })}
          testId="nearby-city"
        />
        <Button variant="secondary" size="sm" loading={locating} onClick={locate} testId="nearby-locate">
          <LocateIcon /> {locating ? m.locating : m.locate}
        </Button>
      </div>
      <p className={styles.privacy}>{m.privacy}</p>
    </section>
  );
}
