import { EventEmitter } from 'node:events';
import type { EventBus } from './bus';

/** Single-instance bus. Payloads are cloned through JSON so behaviour matches LISTEN/NOTIFY. */
export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      emitter.emit(topic, JSON.parse(JSON.stringify(payload)));
    },
    publishLocal(topic, payload) {
      emitter.emit(topic, JSON.parse(JSON.stringify(payload)));
    },
    async subscribe(topic, listener) {
      emitter.on(topic, listener);
      return async () => {
        emitter.off(topic, listener);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
