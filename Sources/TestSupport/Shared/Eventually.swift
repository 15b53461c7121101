import Testing

/// How long a test waits for an event before it gives up. The tests run side by side on two cores,
/// where an event due in milliseconds can take seconds (issue 40, item 10); only a test that fails
/// waits this long.
public let patience = Duration.seconds(120)

/// Waits until `condition` holds, looking again every few milliseconds on the caller's actor (so a
/// model's observations are delivered meanwhile), for `limit` at most. Records an issue, with
/// `comment`, if it never holds; says whether it held.
@discardableResult
public func eventually(
    within limit: Duration = patience, _ comment: @autoclosure () -> Comment? = nil,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record(comment() ?? "the condition did not hold within \(limit)", sourceLocation: sourceLocation)
            return false
        }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

/// Waits until `condition`, which must itself wait (it asks a command or a server), holds, looking
/// again every 50 milliseconds, for `limit` at most; as the one above.
@discardableResult
public func eventually(
    within limit: Duration = patience, _ comment: @autoclosure () -> Comment? = nil,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () async -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !(await condition()) {
        guard ContinuousClock.now < deadline else {
            Issue.record(comment() ?? "the condition did not hold within \(limit)", sourceLocation: sourceLocation)
            return false
        }
        try? await Task.sleep(for: .milliseconds(50))
    }
    return true
}
