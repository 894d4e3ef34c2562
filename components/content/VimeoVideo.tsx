import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { VimeoVideoNode } from './types';
import styles from './VimeoVideo.module.css';

function vimeoPlayerUrl(videoId: string): string {
  return `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?dnt=1&autoplay=1`;
}

/**
 * A Vimeo video that loads nothing from Vimeo until the shopper asks for it: a link with the title to Vimeo's player
 * (do-not-track), which, once the page's code runs, swaps the player in here instead and moves focus to it. Before
 * that code has loaded (or without JavaScript) the link opens the player itself.
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

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // A press that asks for a new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLoaded(true);
  };

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
          <a href={vimeoPlayerUrl(videoId)} className={styles.play} onClick={play}>
            <span className={styles.icon} aria-hidden="true" />
            <span className={styles.label}>
              <span className={styles.action}>Play video: </span>
              <span className={styles.title}>{title}</span>
            </span>
          </a>
        )}
      </div>
      {!loaded ? <p className={styles.privacy}>The video plays from Vimeo. Nothing is loaded from Vimeo until you press play.</p> : null}
    </div>
  );
}
