/// What an import did.
public struct ImportReport: Codable, Sendable, Hashable {
    /// Habits added and updated.
    public var habits = Counts()
    /// Entries added and updated.
    public var entries = Counts()
    /// What could not be mapped (imports from other apps), each a message; nothing is dropped silently.
    public var problems: [String] = []

    public struct Counts: Codable, Sendable, Hashable {
        public var added = 0
        public var updated = 0

        /// `added` new, `updated` changed.
        public init(added: Int = 0, updated: Int = 0) {
            self.added = added
            self.updated = updated
        }
    }
}

/// The problems an import finds, kept as a person reads them: the first few in full, then how
/// many more. A file with very many is clearly not one this app can import, and reading it stops
/// (a million bad rows would otherwise make a page of 70 MB).
struct ImportProblems {
    /// The problems listed in full.
    static let listed = 20
    /// The problems after which reading stops when nothing could be read.
    static let readingLimit = 1_000

    private(set) var first: [String] = []
    /// Every problem found, the listed ones included.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ message: String) {
        count += 1
        if first.count < Self.listed { first.append(message) }
    }

    static func += (problems: inout ImportProblems, messages: [String]) {
        for message in messages { problems.append(message) }
    }

    static func += (problems: inout ImportProblems, others: ImportProblems) {
        problems += others.first
        problems.count += others.count - others.first.count
    }

    /// The listed problems, and a last line counting the others.
    var messages: [String] {
        count > first.count ? first + ["… and \(count - first.count) more problems."] : first
    }

    /// Whether so many problems were found that the file is clearly not importable.
    var isOverLimit: Bool { count >= Self.readingLimit }

    /// Thrown by a reader that stops at the limit: the file is refused with what was found.
    var refusal: MyHabitLabError {
        .invalidImport(first + ["… reading stopped after \(count) problems: this file cannot be imported."])
    }
}
