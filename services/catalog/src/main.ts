import { runService } from '@asp/server-kit';
import { catalogService } from './catalog-service';

void runService(catalogService);
