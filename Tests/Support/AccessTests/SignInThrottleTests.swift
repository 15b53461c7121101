import Foundation
import Testing
@testable import Access

/// Guessing the passphrase gets slow, per client and for the account, and never locks the owner out.
@Suite struct SignInThrottleTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: [(1, 0), (4, 0), (5, 1), (6, 2), (7, 4), (14, 512), (15, 900), (1_000, 900)])
    func aClientWaitsTwiceAsLongAfterEachFailureBeyondTheFourth(failures: Int, seconds: Int) {
        #expect(SignInThrottle.clientWait(failures: failures) == seconds)
    }

    @Test func aThousandGuessesFromOneClientTakeDays() {
        let throttle = SignInThrottle()
        var now = start
        var refusedWithoutACheck = 0
        for _ in 0..<1_000 {
            while case .wait(let seconds) = throttle.decision(client: "203.0.113.9", knownDevice: false, now: now) {
                refusedWithoutACheck += 1
                now += TimeInterval(seconds)
            }
            throttle.failed(client: "203.0.113.9", knownDevice: false, now: now)
        }
        let days = now.timeIntervalSince(start) / 86_400
        // 4 free tries, then 1 s, 2 s … 512 s, then 15 minutes each: about 10.3 days.
        #expect(days > 10 && days < 10.5, "\(days) days")
        #expect(refusedWithoutACheck >= 995)
    }

    @Test func aThousandGuessesFromAThousandAddressesTakeHours() {
        let throttle = SignInThrottle()
        var now = start
        for guess in 0..<1_000 {
            let client = "198.51.100.\(guess % 250)-\(guess)"
            while case .wait(let seconds) = throttle.decision(client: client, knownDevice: false, now: now) {
                now += TimeInterval(seconds)
            }
            throttle.failed(client: client, knownDevice: false, now: now)
        }
        let hours = now.timeIntervalSince(start) / 3_600
        // 20 free, then 1 s, 2 s … 30 s apart: about 8 hours.
        #expect(hours > 7.5 && hours < 8.5, "\(hours) hours")
    }

    @Test func theOwnersBrowserIsNeverSlowedByOthersGuesses() {
        let throttle = SignInThrottle()
        for guess in 0..<500 {
            throttle.failed(client: "attacker-\(guess)", knownDevice: false, now: start)
        }
        #expect(throttle.decision(client: "owner", knownDevice: true, now: start) == .allowed)
        #expect(throttle.decision(client: "owner", knownDevice: false, now: start) == .wait(seconds: 30))
        #expect(throttle.decision(client: "owner", knownDevice: false, now: start + 31) == .allowed)
    }

    @Test func knowingThePassphraseForgetsTheClientsFailures() {
        let throttle = SignInThrottle()
        for _ in 0..<8 { throttle.failed(client: "phone", knownDevice: true, now: start) }
        #expect(throttle.decision(client: "phone", knownDevice: true, now: start) == .wait(seconds: 8))
        throttle.succeeded(client: "phone")
        #expect(throttle.decision(client: "phone", knownDevice: true, now: start) == .allowed)
    }

    @Test func aDayLaterAClientStartsAfresh() {
        let throttle = SignInThrottle()
        for _ in 0..<20 { throttle.failed(client: "laptop", knownDevice: true, now: start) }
        #expect(throttle.decision(client: "laptop", knownDevice: true, now: start + 86_401) == .allowed)
    }
}
