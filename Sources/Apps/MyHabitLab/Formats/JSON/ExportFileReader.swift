import DayKit
import Foundation

extension ExportFile {
    /// The small parts of an export file, as read from its bytes, each problem of their shape with
    /// its JSON path (the Core checks the product's rules on them): everything but the entries,
    /// which are handed out one by one while the file is read (`EntryList`).
    public struct Parts: Sendable, Hashable {
        /// Whether the document is an object (nothing else is an export).
        public var isObject = true
        /// `format`, when it is text.
        public var format: String?
        /// `version`, when it is a number.
        public var version: Double?
        /// `settings` as read (`ExportFile.settings(_:problems:)`); nothing when missing or not an object.
        public var settings = ReadSettings()
        /// `habits`, when it is a list, each item as read at its path (`ExportFile.Habit.read(_:path:problems:)`).
        public var habits: [ReadHabit]?
        /// Whether `entries` was a list (and handed out).
        public var hasEntryList = false
    }

    /// The file's `settings` as read: each nil when missing or not of its type, and the problems of
    /// their shape, with their JSON paths.
    public struct ReadSettings: Sendable, Hashable {
        public var dayStartsAt: TimeOfDay?
        public var appearance: String?
        public var problems: [String] = []
    }

    /// One of the file's `habits` as read: nil when it is not an object; for use only when
    /// `problems` (of its shape, with their JSON paths) is empty.
    public struct ReadHabit: Sendable, Hashable {
        public var habit: Habit?
        public var problems: [String] = []
    }

    /// Reads an export file's bytes: returns its small parts, and calls `entries` with the list of
    /// entries when the file has one (it must read the whole list). Throws
    /// `JSONReader.SyntaxError` when the bytes are not JSON, and whatever `entries` throws.
    ///
    /// NB: the small parts go through Foundation's parser as one slice each; the entries, nearly
    /// all of the file, are read field by field from the bytes (Foundation takes over 2 s for a
    /// 70 MB export on Linux).
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, entries: (inout EntryList) throws -> Void) throws -> Parts {
        var reader = JSONReader(bytes)
        var parts = Parts()
        guard try reader.kind() == .object else {
            try reader.skipValue()
            try reader.finish()
            parts.isObject = false
            return parts
        }
        try reader.readObject { reader, key in
            if JSONReader.key(key, is: "format"), try reader.kind() == .string {
                parts.format = try reader.readString()
            } else if JSONReader.key(key, is: "version"), try reader.kind() == .number {
                parts.version = try reader.readNumber()
            } else if JSONReader.key(key, is: "settings") {
                let value = try foundationValue(&reader)
                (parts.settings.dayStartsAt, parts.settings.appearance) = settings(value, problems: &parts.settings.problems)
            } else if JSONReader.key(key, is: "habits"), try reader.kind() == .array {
                parts.habits = (try foundationValue(&reader) as? [Any]).map { items in
                    items.enumerated().map { index, item in
                        var read = ReadHabit()
                        read.habit = Habit.read(item, path: "$.habits[\(index)]", problems: &read.problems)
                        return read
                    }
                }
            } else if JSONReader.key(key, is: "entries"), try reader.kind() == .array {
                parts.hasEntryList = true
                var list = EntryList(reader: reader)
                // NB: the list moves the reader on by as much as it read, however it ends.
                defer { reader = list.reader }
                try entries(&list)
            } else {
                try reader.skipValue()
            }
        }
        try reader.finish()
        return parts
    }

    /// The next value as Foundation reads it (the small parts of the file). NB: the strict reader
    /// has checked its syntax; Foundation's own refusals (a lone surrogate) are syntax errors too.
    private static func foundationValue(_ reader: inout JSONReader) throws -> Any {
        let start = reader.remaining
        let bytes = try reader.skipValue()
        do {
            return try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
        } catch {
            throw JSONReader.SyntaxError(offset: start)
        }
    }

    /// The file's list of entries, read one entry at a time; a copy taken before reading reads
    /// the list again.
    public struct EntryList {
        fileprivate var reader: JSONReader

        /// How many bytes of the file are left to read.
        public var remaining: Int { reader.remaining }

        /// Reads every entry, handing `each` its fields (nil for an item that is not an object),
        /// its index in the list and the bytes of the file left after it.
        public mutating func read(_ each: (EntryFields?, Int, Int) throws -> Void) throws {
            try reader.readArray { reader, index in
                guard try reader.kind() == .object else {
                    try reader.skipValue()
                    try each(nil, index, reader.remaining)
                    return
                }
                let fields = try EntryFields(&reader)
                try each(fields, index, reader.remaining)
            }
        }
    }

    /// An entry's fields as the file has them: each nil when it is missing or not of its type
    /// (an id or a day that does not parse is nil too).
    public struct EntryFields: Sendable, Hashable {
        /// `id`.
        public var id: UUID?
        /// `habit`: the habit's id.
        public var habit: UUID?
        /// `day`.
        public var day: CalendarDay?
        /// `mark` (`done`, `value` or `skipped` in a valid file); nil when missing or null.
        public var mark: String?
        /// Whether a `mark` was neither text nor null.
        public var markIsNotText = false
        /// `value`.
        public var value: Double?
        /// `note`.
        public var note: String?

        /// Fields read from an object's bytes; ids and days are parsed there, never made into strings.
        fileprivate init(_ reader: inout JSONReader) throws {
            try reader.readObject { reader, key in
                let kind = try reader.kind()
                if JSONReader.key(key, is: "id"), kind == .string {
                    id = try reader.readString(UUID.init(utf8:))
                } else if JSONReader.key(key, is: "habit"), kind == .string {
                    habit = try reader.readString(UUID.init(utf8:))
                } else if JSONReader.key(key, is: "day"), kind == .string {
                    day = try reader.readString(CalendarDay.init(utf8:))
                } else if JSONReader.key(key, is: "mark") {
                    switch kind {
                    case .string: mark = try reader.readString()
                    case .null: try reader.readNull(); mark = nil
                    default: try reader.skipValue(); markIsNotText = true
                    }
                } else if JSONReader.key(key, is: "value"), kind == .number {
                    value = try reader.readNumber()
                } else if JSONReader.key(key, is: "note"), kind == .string {
                    note = try reader.readString()
                } else {
                    try reader.skipValue()
                }
            }
        }
    }
}
