import { resourceEvents } from './define';
import { deviceRecordSchema } from '../devices/device';

/** JetStream stream of the devices service. */
export const DEVICES_STREAM = { name: 'DEVICES', subjects: ['devices.>'] };

/** Event catalogue of the devices service: the three events of the standard resource. */
export const devicesEvents = {
  device: resourceEvents('devices.device', deviceRecordSchema),
};
