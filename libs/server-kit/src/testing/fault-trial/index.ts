// The fault trial of issue 11 §7 and its parts, shared by bench/faults.ts and the tests.
export { runFaultTrial, type FaultTrialOptions, type FaultTrialResult } from './fault-trial';
export { supervise, serviceCommand, isReady, REPO_ROOT, type ChildSpec, type Supervised, type RestartPolicy } from './supervised';
export { publishTrialShop, shopReplicated, trialOrderBody, type TrialShop } from './shop';
export { placeOrders, type TrafficOptions, type TrafficResult } from './traffic';
export { tally, tallyLine, unpublishedEvents, countEffects, type Tally } from './tally';
