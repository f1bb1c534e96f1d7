import { runService } from '@asp/server-kit';
import { analyticsService } from './analytics-service';

void runService(analyticsService);
