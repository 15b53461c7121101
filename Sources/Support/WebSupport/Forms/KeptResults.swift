import Foundation
import Synchronization

/// What an action did, kept for a short while under a random id, so that its POST can answer with
/// a redirect to a page that shows it (`settings?import=<id>`): a reload shows the result again
/// instead of posting the form again, and the address carries only the id, never the result.
///
/// Results live `lifetime` seconds (on the process's own clock, never the app's, which may be
/// set); the oldest go first beyond `capacity`. A result is shown while it lives; after that the
/// address is the page without it.
public final class KeptResults<Value: Sendable>: Sendable {
    private struct Kept {
        let value: Value
        let until: ContinuousClock.Instant
    }

    private let results = Mutex<[(id: String, kept: Kept)]>([])
    private let lifetime: Duration
    private let capacity: Int

    /// Results kept for `lifetime` (10 minutes by default), at most `capacity` at once.
    public init(lifetime: Duration = .seconds(600), capacity: Int = 64) {
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// Keeps `value`; returns its id for the address.
    public func keep(_ value: Value) -> String {
        let id = FormTokens.fresh()
        let kept = Kept(value: value, until: .now + lifetime)
        results.withLock { results in
            results.removeAll { $0.kept.until < .now }
            if results.count >= capacity { results.removeFirst(results.count - capacity + 1) }
            results.append((id, kept))
        }
        return id
    }

    /// The result kept under `id`, while it lives.
    public func value(_ id: String?) -> Value? {
        guard let id else { return nil }
        return results.withLock { results in
            results.first { $0.id == id && $0.kept.until >= .now }?.kept.value
        }
    }
}
