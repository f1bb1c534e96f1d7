import type { Config } from '@asp/contracts';
import { loadThirdPartyScripts, trackDeviceInit } from '@asp/web-kit';
import { useEffect, useRef } from 'react';

/**
 * After consent (storefront.md §4): the device-init analytics entry once per page load,
 * and the ad pixel and tag manager when their ids are configured — never in self-service.
 */
export function useThirdParty(config: Config, consentGiven: boolean, selfService: boolean): void {
  const deviceSent = useRef(false);
  useEffect(() => {
    if (!consentGiven) return;
    if (!deviceSent.current) deviceSent.current = trackDeviceInit();
    if (!selfService) loadThirdPartyScripts(config, true);
  }, [config, consentGiven, selfService]);
}
