import { runService } from '@asp/server-kit';
import { contentService } from './content-service';

void runService(contentService);
