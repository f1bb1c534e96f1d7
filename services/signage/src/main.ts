import { runService } from '@asp/server-kit';
import { signageService } from './signage-service';

void runService(signageService);
