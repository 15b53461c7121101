import Synchronization

/// Rendered fragments kept by the value they render. A fragment is a pure function of its key (the
/// key holds every input the fragment shows), so a kept one is never stale: a page of 200 rows
/// re-renders only the rows whose values changed since they were last shown.
public final class FragmentMemo<Key: Hashable & Sendable>: Sendable {
    private let kept = Mutex<[Key: HTML]>([:])
    private let capacity: Int

    /// A memo of at most `capacity` fragments (when full it starts afresh).
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The fragments of `keys`, in order: kept ones as they are, the others rendered by `render` and kept.
    public func fragments(_ keys: [Key], render: (Key) -> HTML) -> [HTML] {
        var found = kept.withLock { kept in keys.map { kept[$0] } }
        var rendered: [(Key, HTML)] = []
        for index in found.indices where found[index] == nil {
            let fragment = render(keys[index])
            found[index] = fragment
            rendered.append((keys[index], fragment))
        }
        if !rendered.isEmpty {
            kept.withLock { kept in
                if kept.count + rendered.count > capacity { kept.removeAll(keepingCapacity: true) }
                for (key, fragment) in rendered { kept[key] = fragment }
            }
        }
        return found.map { $0! }
    }
}
