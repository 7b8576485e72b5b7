// The sandbox carrier, remembering every label request it was asked: what label tests check the
// package, addresses and service against.
import type { Carrier, LabelRequest } from '#server/integrations/carrier/carrier.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';

export class CountingCarrier extends SandboxCarrier implements Carrier {
  requests: LabelRequest[] = [];

  override async createLabel(request: LabelRequest) {
    this.requests.push(request);
    return super.createLabel(request);
  }
}
