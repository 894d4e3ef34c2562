import { useEffect, useRef, useState } from 'react';
import type { VimeoVideoNode } from './types';
import styles from './VimeoVideo.module.css';

export function vimeoPlayerUrl(videoId: string): string {
  return `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?dnt=1&autoplay=1`;
}

/**
 * A Vimeo video that loads nothing from Vimeo until the shopper asks for it: a button with the title, which swaps
 * in the player (do-not-track) and moves focus to it.
 */
export default function VimeoVideo({ value }: { value: VimeoVideoNode }) {
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const videoId = value.videoId === undefined || value.videoId === null ? '' : String(value.videoId).trim();
  const title = value.title?.trim() || 'Video';

  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  if (!/^\d+$/.test(videoId)) return null;

  return (
    <div className={styles.video}>
      <div className={styles.frame}>
        {loaded ? (
          <iframe
            ref={frameRef}
            className={styles.iframe}
            src={vimeoPlayerUrl(videoId)}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.play} onClick={() => setLoaded(true)}>
            <span className={styles.icon} aria-hidden="true" />
            <span className={styles.label}>
              <span className={styles.action}>Play video: </span>
              <span className={styles.title}>{title}</span>
            </span>
          </button>
        )}
      </div>
      {!loaded ? <p className={styles.privacy}>The video plays from Vimeo. Nothing is loaded from Vimeo until you press play.</p> : null}
    </div>
  );
}
