import { AppSection, FeaturesSection } from './app-features';
import { ExpertSection, GallerySection, SocialSection } from './expert-social-gallery';
import { FreeTutorials } from './free-tutorials';
import { SubscribeBlock } from './subscribe-block';

/**
 * The public home's sections below its first screen, in the spec's order. They load as one
 * part once the page has, so the page's first screen does not wait for their code. Each draws
 * when its own answer arrives: several short renders rather than one long one.
 */
export default function BelowTheFold() {
  return (
    <>
      <AppSection />
      <FeaturesSection />
      <ExpertSection />
      <SocialSection />
      <GallerySection />
      <SubscribeBlock />
      <FreeTutorials />
    </>
  );
}
