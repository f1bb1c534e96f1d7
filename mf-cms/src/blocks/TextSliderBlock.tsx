import { MainSlider } from '../parts/MainSlider';
import { RichText } from '../parts/RichText';
import { slides, str, type Value } from './block-values';

/** text_slider (website.md §2): text plus the main slider. */
export function TextSliderBlock({ value }: { value: Value }) {
  return (
    <div className="cms-text-slider">
      <RichText html={str(value, 'text')} />
      <MainSlider slides={slides(value)} />
    </div>
  );
}
