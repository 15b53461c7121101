import Foundation
import Synchronization

/// Failed sign-ins make the next ones wait, per client and for the account, before the passphrase
/// is even checked, so guessing is slow and costs the server nothing (a refused wait runs no bcrypt).
///
/// Per client (its address): after `freeFailures` failures in a row, each next try waits twice as
/// long as the one before, from 1 s up to `longestClientWait`. For the account, whoever tries:
/// after `accountFreeFailures` failures within an hour, every try from a browser that never signed
/// in waits a second longer than the last, up to `longestAccountWait`. A browser that signed in
/// before (its device cookie) is never slowed by others' failures, so guessing from many addresses
/// cannot lock the owner out; nothing ever locks anyone out, it only slows down. Kept in memory:
/// a restart forgets it.
public final class SignInThrottle: Sendable {
    /// Failures in a row a client makes before it waits.
    static let freeFailures = 4
    /// The longest a client waits between tries.
    static let longestClientWait = 900
    /// Failures (from browsers that never signed in) the account takes before every try waits.
    static let accountFreeFailures = 20
    /// The longest such a try waits after the last failure.
    static let longestAccountWait = 30
    /// Clients remembered at most (the oldest are forgotten first).
    static let clientsKept = 10_000

    /// What the throttle says about a try now.
    public enum Decision: Equatable, Sendable {
        /// Check the passphrase.
        case allowed
        /// Refuse without checking: try again in this many seconds.
        case wait(seconds: Int)
    }

    private struct Failures {
        var count: Int
        var last: Date
    }

    private struct State {
        var clients: [String: Failures] = [:]
        var account: Failures?
    }

    private let state = Mutex(State())

    public init() {}

    /// Whether `client` may try now; `knownDevice`: the browser signed in before.
    public func decision(client: String, knownDevice: Bool, now: Date) -> Decision {
        state.withLock { state in
            var wait = 0
            if let failures = state.clients[client], now.timeIntervalSince(failures.last) < 86_400 {
                wait = max(wait, Self.remaining(Self.clientWait(failures: failures.count), since: failures.last, now: now))
            }
            if !knownDevice, let account = state.account, now.timeIntervalSince(account.last) < 3_600 {
                wait = max(wait, Self.remaining(Self.accountWait(failures: account.count), since: account.last, now: now))
            }
            return wait > 0 ? .wait(seconds: wait) : .allowed
        }
    }

    /// Counts a wrong passphrase from `client`.
    public func failed(client: String, knownDevice: Bool, now: Date) {
        state.withLock { state in
            let previous = state.clients[client].flatMap { now.timeIntervalSince($0.last) < 86_400 ? $0.count : nil } ?? 0
            if state.clients[client] == nil, state.clients.count >= Self.clientsKept,
               let oldest = state.clients.min(by: { $0.value.last < $1.value.last })?.key {
                state.clients[oldest] = nil
            }
            state.clients[client] = Failures(count: previous + 1, last: now)
            guard !knownDevice else { return }
            let accountPrevious = state.account.flatMap { now.timeIntervalSince($0.last) < 3_600 ? $0.count : nil } ?? 0
            state.account = Failures(count: accountPrevious + 1, last: now)
        }
    }

    /// Forgets `client`'s failures: it knew the passphrase. (The account's count stays: someone
    /// else may still be guessing.)
    public func succeeded(client: String) {
        _ = state.withLock { $0.clients.removeValue(forKey: client) }
    }

    /// Seconds a client waits after its `failures`-th failure in a row.
    static func clientWait(failures: Int) -> Int {
        guard failures > freeFailures else { return 0 }
        let doublings = failures - freeFailures - 1
        return doublings >= 10 ? longestClientWait : min(1 << doublings, longestClientWait)
    }

    /// Seconds a try from a browser that never signed in waits after the account's `failures`-th failure.
    static func accountWait(failures: Int) -> Int {
        guard failures > accountFreeFailures else { return 0 }
        return min(failures - accountFreeFailures, longestAccountWait)
    }

    private static func remaining(_ wait: Int, since last: Date, now: Date) -> Int {
        max(0, Int((last.addingTimeInterval(TimeInterval(wait)).timeIntervalSince(now)).rounded(.up)))
    }
}
