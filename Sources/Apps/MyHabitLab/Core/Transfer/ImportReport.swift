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
