import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../../ui/Skeleton';
import { EncryptedImage } from '../../media/EncryptedImage';
import { useHomeMessages } from './messages';
import { openAd } from './open-ad';
import { useOperatorText } from './operator-text';
import { HOME_BANNER_SLOT, useSlotAds } from './useHomeExtras';
import styles from './AdBanner.module.css';

const ADVANCE_MS = 4500;
/** The home_banner slot: a snap-scrolling strip that advances by itself until touched. */
export function AdBanner() {
  const { ads, pending } = useSlotAds(HOME_BANNER_SLOT);
  const m = useHomeMessages();
  const shown = useOperatorText();
  const section = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  // Measured by a ResizeObserver, so neither the timer nor the scroll handler forces a layout per frame.
  const slideWidth = useRef(0);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [inView, setInView] = useState(true);

  useEffect(() => {
    const box = section.current;
    const slide = track.current?.firstElementChild;
    if (!box || !slide) return;
    const ro = new ResizeObserver(([e]) => {
      slideWidth.current = e?.borderBoxSize?.[0]?.inlineSize ?? e?.contentRect.width ?? 0;
    });
    ro.observe(slide);
    // A banner scrolled away stops advancing: smooth scrolling off screen still costs frames on a weak phone.
    const io = new IntersectionObserver(([e]) => setInView(e?.isIntersecting ?? true));
    io.observe(box);
    return () => {
      ro.disconnect();
      io.disconnect();
    };
  }, [ads.length]);

  useEffect(() => {
    const el = track.current;
    if (!el || paused || !inView || ads.length < 2) return;
    const t = setInterval(() => {
      if (document.hidden || !slideWidth.current) return;
      const next = (Math.round(el.scrollLeft / slideWidth.current) + 1) % ads.length;
      el.scrollTo({ left: next * slideWidth.current, behavior: 'smooth' });
    }, ADVANCE_MS);
    return () => clearInterval(t);
  }, [ads.length, paused, inView]);

  if (pending) {
    // One slide's box (three on a desktop row) holds the banner's place until the ads arrive.
    return (
      <section className={styles.banner} aria-busy="true" data-testid="ad-banner-placeholder">
        <div className={styles.track}>
          <Skeleton className={styles.slide} />
          <Skeleton className={`${styles.slide} ${styles.wideOnly}`} />
          <Skeleton className={`${styles.slide} ${styles.wideOnly}`} />
        </div>
      </section>
    );
  }
  if (!ads.length) return null;
  const onScroll = () => {
    const el = track.current;
    if (el && slideWidth.current) setIndex(Math.round(el.scrollLeft / slideWidth.current));
  };
  return (
    <section
      ref={section}
      className={styles.banner}
      data-testid="ad-banner"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
    >
      <div className={styles.track} ref={track} onScroll={onScroll} onTouchStart={() => setPaused(true)}>
        {ads.map((ad) => {
          const caption = shown(ad.title, ad.titleEn);
          return (
            <button
              key={ad.id}
              type="button"
              className={styles.slide}
              onClick={() => void openAd(ad)}
              data-testid="ad-slide"
            >
              <EncryptedImage src={ad.image} alt={caption.text} className={styles.img} />
              <span className={styles.caption}>
                <span className={styles.tag}>{m.ad}</span>
                <span lang={caption.lang}>{caption.text}</span>
              </span>
            </button>
          );
        })}
      </div>
      {ads.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {ads.map((ad, i) => (
            <span key={ad.id} className={i === index ? styles.dotOn : styles.dot} />
          ))}
        </div>
      )}
    </section>
  );
}
