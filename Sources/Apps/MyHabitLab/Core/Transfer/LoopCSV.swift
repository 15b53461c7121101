import DayKit
import Foundation
import ZIPFoundation

/// Loop Habit Tracker's CSV export layout: `Habits.csv`, and per habit `NNN Name/Checkmarks.csv`
/// (newest day first) and `NNN Name/Scores.csv`, so tools that read Loop's exports read ours.
enum LoopCSV {
    static let habitsHeader = ["Position", "Name", "Type", "Question", "Description", "FrequencyNumerator", "FrequencyDenominator",
                               "Color", "Unit", "Target Type", "Target Value", "Archived?"]

    /// One CSV row: fields quoted when they hold a comma, a quote or a line break.
    static func row(_ fields: [String]) -> String {
        fields.map { field in
            field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }.joined(separator: ",") + "\n"
    }

    /// The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks).
    static func rows(_ text: String) -> [[String]] {
        Array(Rows(text))
    }

    /// The rows of a CSV text, read one at a time as they are asked for: a reader that stops early
    /// (a file that is clearly not Loop's) reads no further. Blank lines are no rows.
    struct Rows: Sequence, IteratorProtocol {
        private var characters: String.Iterator
        private var pending: Character?

        init(_ text: String) {
            characters = text.makeIterator()
        }

        mutating func next() -> [String]? {
            var row: [String] = []
            var field = ""
            var quoted = false
            while let character = pending ?? characters.next() {
                pending = nil
                if quoted {
                    if character == "\"" {
                        if let next = characters.next() {
                            if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                        } else {
                            quoted = false
                        }
                    } else {
                        field.append(character)
                    }
                } else {
                    switch character {
                    case "\"": quoted = true
                    case ",": row.append(field); field = ""
                    case "\n", "\r\n", "\r":
                        row.append(field); field = ""
                        if row != [""] { return row }
                        row = []
                    default: field.append(character)
                    }
                }
            }
            if !field.isEmpty || !row.isEmpty { row.append(field); return row }
            return nil
        }
    }

    /// A folder name as Loop writes it: only letters, digits, space, `.`, `_` and `-`.
    static func folderName(position: Int, name: String) -> String {
        let allowed = name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || " ._-".unicodeScalars.contains($0)) }
        let sane = String(String.UnicodeScalarView(allowed).prefix(100))
        return (String(format: "%03d", position) + " " + sane).trimmingCharacters(in: .whitespaces)
    }
}

extension MyHabitLab {
    /// Every habit as a zip in Loop's CSV layout.
    public func exportLoopCSV() throws -> Data {
        try database.reader.read { db in
            let today = try today(db)
            let habits = try Habit.inExportOrder(db)
            let archive = try Archive(data: Data(), accessMode: .create)
            var habitsCSV = LoopCSV.row(LoopCSV.habitsHeader)
            let stamp = today.start(in: calendar)
            func add(_ path: String, _ text: String) throws {
                let data = Data(text.utf8)
                try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: stamp,
                                     compressionMethod: .deflate) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            for (index, habit) in habits.enumerated() {
                let (numerator, denominator) = habit.schedule.frequency
                var unit = "", targetType = "AT_LEAST", target = "0", type = "YES_NO"
                if case .measurable(let u, let t, let d) = habit.kind {
                    (unit, targetType, target, type) = (u, d == .atMost ? "AT_MOST" : "AT_LEAST", Format.number(t), "NUMERICAL")
                }
                habitsCSV += LoopCSV.row([String(format: "%03d", index + 1), habit.name, type, habit.detail ?? "", "",
                                          String(numerator), String(denominator), habit.color.hex, unit, targetType, target,
                                          habit.isArchived ? "true" : "false"])
                let notes = try Entry.all().of(habit: habit.id).fetchAll(db)
                let byDay = Dictionary(uniqueKeysWithValues: notes.map { ($0.day, $0) })
                let history = try history(habit, today: today, db)
                var checkmarks = LoopCSV.row(["Date", "Value", "Notes"])
                for day in byDay.keys.sorted(by: >) where day <= today {
                    let entry = byDay[day]!
                    let value: String = switch entry.mark {
                    case .done?: "YES_MANUAL"
                    case .skipped?: "SKIP"
                    // NB: Loop writes a numerical habit's values as whole thousandths (12.5 is `12500`).
                    case .value(let number)?: String(Int((number * 1000).rounded()))
                    case nil: habit.kind == .yesNo ? "NO" : "0"
                    }
                    checkmarks += LoopCSV.row([day.description, value, entry.note ?? ""])
                }
                var scores = LoopCSV.row(["Date", "Score"])
                let values = HabitStrength.scores(history)
                for offset in values.indices.reversed() {
                    scores += LoopCSV.row([history.firstDay.adding(days: offset).description, String(format: "%.4f", values[offset])])
                }
                let folder = LoopCSV.folderName(position: index + 1, name: habit.name)
                try add("\(folder)/Checkmarks.csv", checkmarks)
                try add("\(folder)/Scores.csv", scores)
            }
            try add("Habits.csv", habitsCSV)
            // NB: an in-memory archive always has its data.
            return archive.data!
        }
    }

    /// Imports a Loop CSV export zip (with or without header rows): merged by id in one
    /// transaction; what cannot be mapped is listed in the report's problems.
    public func importLoopCSV(_ data: Data, progress: (Double) -> Void = { _ in }) throws -> ImportReport {
        let archive = try LoopCSVArchive(data)
        guard let habitsPath = archive.paths.first(where: { $0 == "Habits.csv" || $0.hasSuffix("/Habits.csv") }) else {
            throw MyHabitLabError.unreadableFile("This zip is not a Loop Habit Tracker CSV export (it has no Habits.csv). Nothing changed.")
        }
        var reader = LoopCSVReader(importDay: try today)
        let checked = try reader.read(habitsAt: habitsPath, in: archive)
        progress(0.2)
        return try merge(checked, problems: reader.problems.messages, progress: progress)
    }
}

/// The CSV files of a Loop export zip, each inflated when the reader asks for it (Loop's
/// `Scores.csv`, derived data as large as the rest, never is). Sizes are counted as the bytes
/// inflate, never taken from the zip's own headers, which may lie: more than 50 MB in all, more
/// than 4,000 files or a file inflating over 200 times its size is refused as soon as it shows.
final class LoopCSVArchive {
    /// The most CSV a zip may inflate to (Checkmarks of 200 habits × 10 years take 17 MB).
    static let largestInflated = 50 * 1024 * 1024
    /// The most files a zip may hold: Loop writes two per habit and one more.
    static let largestFileCount = 4_000
    /// The most a file may inflate to, as a multiple of its compressed size (CSV deflates about
    /// tenfold; a zip bomb a thousandfold).
    static let largestCompressionRatio = 200

    private let archive: Archive
    private let files: [String: ZIPFoundation.Entry]
    /// The bytes inflated so far.
    private var inflated = 0

    /// The CSV files' paths.
    var paths: some Collection<String> { files.keys }

    init(_ data: Data) throws {
        do {
            // NB: ZIPFoundation's in-memory archive traps when a header points past the end of
            // the bytes (a range with its bounds reversed); such a zip never reaches it.
            guard Self.isWhole(data) else { throw MyHabitLabError.unreadableFile("") }
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw MyHabitLabError.unreadableFile("The zip file is damaged or truncated. Nothing changed.")
        }
        var files: [String: ZIPFoundation.Entry] = [:]
        var count = 0
        for entry in archive where entry.type == .file {
            count += 1
            guard count <= Self.largestFileCount else {
                throw MyHabitLabError.unreadableFile("The zip holds more than \(Self.largestFileCount) files, more than a Loop export has, so it was not imported. Nothing changed.")
            }
            if entry.path.hasSuffix(".csv") { files[entry.path] = entry }
        }
        self.files = files
    }

    /// Whether every header of the zip `data` lies inside it: the end record, the central
    /// directory, and each entry's local header with its name, extra field and compressed bytes.
    /// A zip of 4 GB or more (ZIP64) is not one a habit tracker writes, and is refused too.
    static func isWhole(_ data: Data) -> Bool {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            func uint16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : nil }
            func uint32(_ at: Int) -> Int? {
                guard let low = uint16(at), let high = uint16(at + 2) else { return nil }
                return low | high << 16
            }
            // The end record: its signature within the last 22 + 65,535 bytes (a comment may follow it).
            let earliest = max(0, bytes.count - 22 - 65_535)
            var end = bytes.count - 22
            guard end >= 0 else { return false }
            while end >= earliest, uint32(end) != 0x0605_4B50 { end -= 1 }
            guard end >= earliest, let count = uint16(end + 10), let size = uint32(end + 12), let start = uint32(end + 16),
                  count != 0xFFFF, size != 0xFFFF_FFFF, start != 0xFFFF_FFFF, start + size <= end else { return false }
            var at = start
            for _ in 0..<count {
                guard uint32(at) == 0x0201_4B50, let compressed = uint32(at + 20), let nameLength = uint16(at + 28),
                      let extraLength = uint16(at + 30), let commentLength = uint16(at + 32), let local = uint32(at + 42),
                      compressed != 0xFFFF_FFFF, local != 0xFFFF_FFFF,
                      uint32(local) == 0x0403_4B50, let localName = uint16(local + 26), let localExtra = uint16(local + 28),
                      local + 30 + localName + localExtra + compressed <= start else { return false }
                at += 46 + nameLength + extraLength + commentLength
                guard at <= start + size else { return false }
            }
            return true
        }
    }

    /// The size the zip says the file at `path` inflates to, up to the most an import reads.
    func declaredSize(_ path: String) -> Int {
        files[path].map { Int(min($0.uncompressedSize, UInt64(Self.largestInflated))) } ?? 0
    }

    /// The text of the file at `path` (nil when the zip has none), inflated now.
    func text(_ path: String) throws -> String? {
        guard let entry = files[path] else { return nil }
        struct TooLarge: Error { let message: String }
        let compressed = max(Int(clamping: entry.compressedSize), 1)
        var contents = Data()
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                inflated += chunk.count
                contents.append(chunk)
                guard inflated <= Self.largestInflated else {
                    throw TooLarge(message: "The zip holds more than 50 MB of CSV, so it was not imported.")
                }
                guard contents.count <= 1 << 20 || contents.count / compressed <= Self.largestCompressionRatio else {
                    throw TooLarge(message: "“\(path)” in the zip inflates to over \(Self.largestCompressionRatio) times its size, which no CSV export does, so the zip was not imported.")
                }
            }
        } catch let error as TooLarge {
            throw MyHabitLabError.unreadableFile(error.message + " Nothing changed.")
        } catch {
            throw MyHabitLabError.unreadableFile("“\(path)” in the zip is damaged. Nothing changed.")
        }
        return String(decoding: contents, as: UTF8.self)
    }
}
