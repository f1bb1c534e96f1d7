import { runService } from '@asp/server-kit';
import { identityService } from './identity-service';

void runService(identityService);
