import { runService } from '@asp/server-kit';
import { devicesService } from './devices-service';

void runService(devicesService);
