import { imageSizeForWidth, imageUrl } from '@asp/domain';
import type { Slide } from './playlist-steps';
import { HlsVideo, isHls } from './HlsVideo';
import { MenuBoardSlide } from './MenuBoardSlide';
import styles from './PlayerScreen.module.css';

interface Props {
  slide: Slide;
  /** The TV's width: images come in the content service's size that covers it. */
  width: number;
  onFail: (segmentId: number, message: string) => void;
  /** The slide fading out under the next one (SlideStage): not the one the TV reports or photographs. */
  leaving?: boolean;
}

/** The media address of an image/video segment: the content file (sized for images) or its URL. */
export function mediaSource(slide: Slide, width: number): string | null {
  const segment = slide.segment;
  if (!segment) return null;
  if (segment.media) return segment.kind === 'image' ? imageUrl(segment.media, imageSizeForWidth(width)) : imageUrl(segment.media);
  return segment.url;
}

/** One slide, faded in by CSS (the element is new on every change, so the fade replays). */
export function SlideView({ slide, width, onFail, leaving = false }: Props) {
  const segment = slide.segment;
  const fail = (message: string) => segment && onFail(segment.id, message);
  let content: React.ReactNode = null;
  if (slide.sceneHtml !== null) {
    // The service sanitises scene and segment HTML before it stores it.
    content = <div className={styles.html} dangerouslySetInnerHTML={{ __html: slide.sceneHtml }} />;
  } else if (segment?.kind === 'menu-board' && segment.menuBoard) {
    content = <MenuBoardSlide board={segment.menuBoard} />;
  } else if (segment?.kind === 'video') {
    const src = mediaSource(slide, width);
    content = !src ? null : isHls(src) ? (
      <HlsVideo src={src} onFail={fail} />
    ) : (
      <video className={styles.media} src={src} muted autoPlay loop playsInline onError={() => fail('Video nicht abspielbar')} />
    );
  } else if (segment && (segment.kind === 'image' || segment.kind === 'image-template') && mediaSource(slide, width)) {
    content = (
      <img className={styles.media} src={mediaSource(slide, width)!} alt={segment.name} onError={() => fail('Bild nicht ladbar')} />
    );
  } else if (segment?.html) {
    content = <div className={styles.html} dangerouslySetInnerHTML={{ __html: segment.html }} />;
  }
  return (
    <div
      className={styles.slide}
      data-testid={leaving ? 'signage-slide-leaving' : 'signage-slide'}
      data-segment={leaving ? undefined : (segment?.id ?? '')}
    >
      {content}
    </div>
  );
}
