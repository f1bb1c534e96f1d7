import type { RemoteAppProps } from '@asp/web-kit';
import { useLayoutEffect, useMemo } from 'react';
import { WebsiteProvider, type WebsiteData } from './content-context';
import { CmsRoutes } from './routes';
import styles from './website.module.css';
import { configureZodForBrowser } from '@asp/web-kit/zod';

// zod in German and without eval before this remote's first parse (web-kit zod-browser-config).
configureZodForBrowser();

/**
 * The website remote (DESIGN.md §2; website.md): content pages built from blocks,
 * animal/news/job pages and forms, read from the start-up data the shell loaded.
 */
export default function RemoteApp({ startup }: RemoteAppProps) {
  const data = useMemo<WebsiteData>(
    () => ({
      config: startup.config,
      branches: startup.branches,
      sites: startup.sites,
      nodes: startup.nodes,
      navigations: startup.navigations,
      blocks: startup.blocks,
    }),
    [startup],
  );
  // A page the gateway rendered on the server (services/gateway/src/page-html.ts) stays in
  // #ssr-page, with #root hidden, until this first render is in the DOM; removing it before
  // the browser paints swaps server markup for the live page in one frame.
  useLayoutEffect(() => {
    document.getElementById('ssr-page')?.remove();
  }, []);
  return (
    <WebsiteProvider value={data}>
      <div className={`${styles.root} cms-website`}>
        <CmsRoutes />
      </div>
    </WebsiteProvider>
  );
}
