import Foundation

/// Loop Habit Tracker's CSV export layout: `Habits.csv`, and per habit `NNN Name/Checkmarks.csv`
/// (newest day first) and `NNN Name/Scores.csv`, so tools that read Loop's exports read ours.
public enum LoopCSV {
    /// The header of `Habits.csv`.
    public static let habitsHeader = ["Position", "Name", "Type", "Question", "Description", "FrequencyNumerator", "FrequencyDenominator",
                               "Color", "Unit", "Target Type", "Target Value", "Archived?"]

    /// What Loop's layout has no column for, written beside `Habits.csv` by MyHabitLab's export so
    /// its own round trip is exact (Loop and tools reading its layout pass the file by): each
    /// habit's position as `Habits.csv` writes it, its icon, its weekdays (`mon wed fri`; empty
    /// unless its schedule names weekdays) and its first day.
    public static let extrasPath = "MyHabitLab.csv"
    /// The header of `extrasPath`.
    public static let extrasHeader = ["Position", "Icon", "Weekdays", "Start"]

    /// One CSV row: fields quoted when they hold a comma, a quote or a line break.
    public static func row(_ fields: [String]) -> String {
        fields.map { field in
            field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }.joined(separator: ",") + "\n"
    }

    /// The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks).
    public static func rows(_ text: String) -> [[String]] {
        Array(Rows(text))
    }

    /// The rows of a CSV text, read one at a time as they are asked for: a reader that stops early
    /// (a file that is clearly not Loop's) reads no further. Blank lines are no rows.
    public struct Rows: Sequence, IteratorProtocol {
        private var characters: String.Iterator
        private var pending: Character?

        /// The rows of `text`.
        public init(_ text: String) {
            characters = text.makeIterator()
        }

        public mutating func next() -> [String]? {
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
    public static func folderName(position: Int, name: String) -> String {
        let allowed = name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || " ._-".unicodeScalars.contains($0)) }
        let sane = String(String.UnicodeScalarView(allowed).prefix(100))
        return (String(format: "%03d", position) + " " + sane).trimmingCharacters(in: .whitespaces)
    }

    /// `text` without the byte-order mark that Excel and others put first.
    public static func withoutByteOrderMark(_ text: String) -> String {
        text.first == "\u{FEFF}" ? String(text.dropFirst()) : text
    }
}
