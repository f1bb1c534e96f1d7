import type { ComponentType } from 'react';
import type { WebsiteBlockType } from '@asp/contracts';
import type { Value } from './block-values';
import { CareerBlock } from './CareerBlock';
import { ContactBlock } from './ContactBlock';
import { FormBlock } from './FormBlock';
import { HeroMainBlock } from './HeroMainBlock';
import { HeroQuoteBlock } from './HeroQuoteBlock';
import { HeroSubBlock } from './HeroSubBlock';
import { ImageCarouselBlock } from './ImageCarouselBlock';
import { ImageTextSliderBlock } from './ImageTextSliderBlock';
import { NumbersBlock } from './NumbersBlock';
import { OverviewAnimalsBlock } from './OverviewAnimalsBlock';
import { OverviewNewsBlock } from './OverviewNewsBlock';
import { SliderTextBlock } from './SliderTextBlock';
import { TeaserAnimalBlock } from './TeaserAnimalBlock';
import { TeaserCareerBlock } from './TeaserCareerBlock';
import { TeaserNewsBlock } from './TeaserNewsBlock';
import { TextBlock } from './TextBlock';
import { TextSliderAnimalBlock } from './TextSliderAnimalBlock';
import { TextSliderBlock } from './TextSliderBlock';
import { TitleTextImagesBlock } from './TitleTextImagesBlock';

/** The 19 block types of a page body (website.md §2), each mapped to its component. */
export const BLOCK_COMPONENTS = {
  hero_main: HeroMainBlock,
  hero_sub: HeroSubBlock,
  hero_quote: HeroQuoteBlock,
  contact: ContactBlock,
  teaser_animal: TeaserAnimalBlock,
  teaser_career: TeaserCareerBlock,
  teaser_news: TeaserNewsBlock,
  overview_animals: OverviewAnimalsBlock,
  overview_news: OverviewNewsBlock,
  text: TextBlock,
  slider_text: SliderTextBlock,
  title_text_images: TitleTextImagesBlock,
  text_slider: TextSliderBlock,
  text_slider_animal: TextSliderAnimalBlock,
  image_text_slider: ImageTextSliderBlock,
  numbers: NumbersBlock,
  image_carousel: ImageCarouselBlock,
  career: CareerBlock,
  form: FormBlock,
} satisfies Record<WebsiteBlockType, ComponentType<{ value: Value }>>;

export type BlockType = keyof typeof BLOCK_COMPONENTS;
export const BLOCK_TYPES = Object.keys(BLOCK_COMPONENTS) as BlockType[];

export function blockComponent(type: string): ComponentType<{ value: Value }> | null {
  return Object.prototype.hasOwnProperty.call(BLOCK_COMPONENTS, type) ? BLOCK_COMPONENTS[type as BlockType] : null;
}
