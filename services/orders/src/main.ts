import { runService } from '@asp/server-kit';
import { createOrdersService } from './orders-service';

void runService(createOrdersService());
