import { runService } from '@asp/server-kit';
import { timeTrackingService } from './time-tracking-service';

void runService(timeTrackingService);
