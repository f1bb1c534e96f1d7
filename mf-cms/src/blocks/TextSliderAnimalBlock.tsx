import { MainSlider } from '../parts/MainSlider';
import { RichText } from '../parts/RichText';
import { slides, str, type Value } from './block-values';

/** text_slider_animal (website.md §2): text plus the main slider, in the animal pages' style. */
export function TextSliderAnimalBlock({ value }: { value: Value }) {
  return (
    <div className="cms-text-slider cms-text-slider--animal">
      <RichText html={str(value, 'text')} />
      <MainSlider slides={slides(value)} />
    </div>
  );
}
