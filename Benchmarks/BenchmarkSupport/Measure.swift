import WebSupport
import Foundation

/// How long `body` takes.
public func time(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start
}

/// Prints the median and p99 of `samples` beside the target.
public func report(_ name: String, _ samples: [Duration], target: String) {
    let sorted = samples.map { Double($0.components.attoseconds) / 1e15 + Double($0.components.seconds) * 1e3 }.sorted()
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    print(String(format: "%-44@ n=%5d  median %9.3f ms  p99 %9.3f ms   (target %@)", name as NSString, sorted.count, median, p99, target as NSString))
}

/// Runs `body` `runs` times and reports the times.
public func measure(_ name: String, runs: Int, target: String, _ body: () throws -> Void) rethrows {
    var samples: [Duration] = []
    for _ in 0..<runs { samples.append(try time(body)) }
    report(name, samples, target: target)
}

/// A page uncached: its screen state's build, then its render to HTML, reported apart.
public func measurePage<Screen>(_ name: String, runs: Int, target: String, build: () throws -> Screen,
                                render: (Screen) -> HTML) rethrows {
    var builds: [Duration] = []
    var renders: [Duration] = []
    var bytes = 0
    for _ in 0..<runs {
        var screen: Screen?
        builds.append(try time { screen = try build() })
        renders.append(time { bytes = render(screen!).rendered.utf8.count })
    }
    report("\(name): screen state", builds, target: "")
    report("\(name): render (\(bytes / 1024) KB)", renders, target: target)
}
