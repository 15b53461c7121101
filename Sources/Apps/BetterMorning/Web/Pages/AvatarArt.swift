import BetterMorningCore
import WebSupport

/// A famous person's drawn avatar as SVG, from the avatar's data: a figure on a coloured disc,
/// with their hair, beard and glasses, and a motif of their work in a badge. Drawn on a 100×100
/// canvas that stays inside the circle.
enum AvatarArt {
    static func svg(_ avatar: Avatar) -> HTML {
        """
        <svg class="avatar-art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">\
        <circle cx="50" cy="50" r="50" fill="\(avatar.background)"/>\
        \(behind(avatar.hair, color: avatar.hairColor))\
        <path d="M20 90C22 76 34 70 50 70C66 70 78 76 80 90A50 50 0 0 1 20 90Z" fill="\(avatar.clothes)"/>\
        <path d="M44 58H56V72C53 74 47 74 44 72Z" fill="\(avatar.skin)"/><path d="M44 60H56V64C52 66 48 66 44 64Z" fill="#000" opacity=".1"/>\
        <circle cx="35" cy="46" r="3.2" fill="\(avatar.skin)"/><circle cx="65" cy="46" r="3.2" fill="\(avatar.skin)"/>\
        <ellipse cx="50" cy="44" rx="15" ry="18" fill="\(avatar.skin)"/>\
        \(front(avatar.hair, color: avatar.hairColor))\
        <path d="M41.5 40.2Q44.5 38.8 47.5 40.2M52.5 40.2Q55.5 38.8 58.5 40.2" stroke="#3A2E26" stroke-width="1.2" fill="none" stroke-linecap="round" opacity=".7"/>\
        <circle cx="44.5" cy="45" r="1.7" fill="#2A211C"/><circle cx="55.5" cy="45" r="1.7" fill="#2A211C"/>\
        \(facialHair(avatar.facialHair, color: avatar.hairColor))\
        <path d="M46 53.5Q50 56.5 54 53.5" stroke="#8A4A3A" stroke-width="1.5" fill="none" stroke-linecap="round"/>\
        \(glasses(avatar.glasses))\
        <circle cx="76" cy="25" r="13" fill="#FFFFFF" opacity=".7"/>\
        <g transform="translate(64 13)" fill="none" stroke="\(avatar.motifColor)" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">\
        \(motif(avatar.motif, color: avatar.motifColor))</g></svg>
        """
    }

    /// Hair that falls behind the head and shoulders.
    private static func behind(_ hair: Avatar.Hair, color: String) -> HTML {
        let path: String? = switch hair {
        case .long: "M33 44C31 25 69 25 67 44L70 74C62 78 38 78 30 74Z"
        case .bob: "M32 44C30 25 70 25 68 44L68 63C62 65 58 62 57 60L43 60C42 62 38 65 32 63Z"
        case .wig: "M31 48C29 25 71 25 69 48L69 60C63 62 37 62 31 60Z"
        case .bun: "M57 20A7 7 0 1 1 43 20A7 7 0 1 1 57 20Z"
        case .ponytail: "M62 40C73 44 73 60 66 70C64 62 63 52 60 46Z"
        case .wavy: "M31 48C27 28 38 19 50 19C62 19 73 28 69 48C68 54 66 56 64 57L36 57C34 56 32 54 31 48Z"
        default: nil
        }
        return path.map { "<path d=\"\($0)\" fill=\"\(color)\"/>" as HTML } ?? .empty
    }

    /// Hair over the head.
    private static func front(_ hair: Avatar.Hair, color: String) -> HTML {
        let path: String = switch hair {
        case .short, .ponytail: "M34.5 44C33 29 42 24 50 24C59 24 67 29 65.5 44C63 36 58 32.5 50 32.5C44 32.5 38 35 34.5 44Z"
        case .buzz: "M35.5 40C36 30 43 26.5 50 26.5C57 26.5 64 30 64.5 40C60 35.5 55 34 50 34C45 34 40 35.5 35.5 40Z"
        case .wavy: "M33 44C30 30 39 22 50 22C61 22 70 30 67 44C66 37 62 33 57 32C53 35 47 35 43 32C39 34 35 38 33 44Z"
        case .curly: "M42 40A6 6 0 1 1 30 40A6 6 0 1 1 42 40ZM44 32A6 6 0 1 1 32 32A6 6 0 1 1 44 32ZM50 27A6 6 0 1 1 38 27A6 6 0 1 1 50 27ZM57 25.5A6 6 0 1 1 45 25.5A6 6 0 1 1 57 25.5ZM64 27A6 6 0 1 1 52 27A6 6 0 1 1 64 27ZM69 32A6 6 0 1 1 57 32A6 6 0 1 1 69 32ZM71 40A6 6 0 1 1 59 40A6 6 0 1 1 71 40Z"
        case .long: "M34.5 46C33 29 42 24 50 24C59 24 67 29 65.5 46C62 37 56 31 50 31C46 36 39 39 34.5 46Z"
        case .bob: "M34 46C32 28 42 23 50 23C58 23 68 28 66 46C65 38 60 33 52 33C46 33 38 36 34 46Z"
        case .bun: "M35 42C34 29 42 25 50 25C58 25 66 29 65 42C62 34 57 31 50 31C43 31 38 34 35 42Z"
        case .wig: "M34 44C33 28 42 24 50 24C58 24 67 28 66 44C62 34 57 31 50 31C43 31 38 34 34 44ZM38 52A5 5 0 1 1 28 52A5 5 0 1 1 38 52ZM72 52A5 5 0 1 1 62 52A5 5 0 1 1 72 52Z"
        case .balding: "M34.5 50C33 42 34 37 37 34L38.5 44C37 45 36 47 36 50ZM65.5 50C67 42 66 37 63 34L61.5 44C63 45 64 47 64 50Z"
        case .bald: ""
        }
        if hair == .bald { return "<ellipse cx=\"44\" cy=\"31\" rx=\"4.5\" ry=\"2.2\" fill=\"#FFFFFF\" opacity=\".3\"/>" }
        return "<path d=\"\(path)\" fill=\"\(color)\"/>"
    }

    private static func facialHair(_ kind: Avatar.FacialHair, color: String) -> HTML {
        let beard = "M35.5 48C36 62 43 67 50 67C57 67 64 62 64.5 48C62 56 57 58 50 58C43 58 38 56 35.5 48Z"
        let moustache = "M44 52.5C46 50.5 49 51 50 52C51 51 54 50.5 56 52.5C54 53.5 51.5 53.5 50 53C48.5 53.5 46 53.5 44 52.5Z"
        return switch kind {
        case .none: .empty
        case .beard: "<path d=\"\(beard)\" fill=\"\(color)\"/><path d=\"\(moustache)\" fill=\"\(color)\"/>"
        case .moustache: "<path d=\"\(moustache)\" fill=\"\(color)\"/>"
        case .goatee: "<path d=\"M46 58C46 62 48 64 50 64C52 64 54 62 54 58C52 59 48 59 46 58Z\" fill=\"#2A211C\"/><path d=\"\(moustache)\" fill=\"#2A211C\"/>"
        case .stubble: "<path d=\"\(beard)\" fill=\"#2A211C\" opacity=\".28\"/>"
        }
    }

    private static func glasses(_ kind: Avatar.Glasses) -> HTML {
        switch kind {
        case .none: .empty
        case .clear: "<g fill=\"#FFFFFF\" fill-opacity=\".18\" stroke=\"#2A2A2A\" stroke-width=\"1.3\"><circle cx=\"44.5\" cy=\"45\" r=\"4.3\"/><circle cx=\"55.5\" cy=\"45\" r=\"4.3\"/><path d=\"M48.8 45H51.2M40.2 44.5L35.5 43.5M59.8 44.5L64.5 43.5\" fill=\"none\"/></g>"
        case .dark: "<g fill=\"#1A1A1A\" stroke=\"#1A1A1A\" stroke-width=\"1.2\"><rect x=\"39\" y=\"41.5\" width=\"10\" height=\"7\" rx=\"2.5\"/><rect x=\"51\" y=\"41.5\" width=\"10\" height=\"7\" rx=\"2.5\"/><path d=\"M49 44H51M39 44L35.5 43M61 44L64.5 43\" fill=\"none\"/></g>"
        }
    }

    /// A motif of the person's work, drawn in a 24×24 box.
    private static func motif(_ motif: Avatar.Motif, color: String) -> HTML {
        let (stroke, fill): (String, String?) = switch motif {
        case .apple: ("M12 8C9.5 6 5 6.5 5 11.5C5 16 8 20.5 10 20.5C11 20.5 11.3 20 12 20C12.7 20 13 20.5 14 20.5C16 20.5 19 16 19 11.5C19 6.5 14.5 6 12 8ZM12 8C12 6 13 4 15 3.5", nil)
        case .bean: ("M12 3.5C17 3.5 20 8 19 13C18 18 14 20.5 10 20C5.5 19.5 3.5 15 5 10.5C6.3 6.3 9 3.5 12 3.5ZM9 5C13 8 10 14 15 19", nil)
        case .book: ("M3 5.5H9.5C11 5.5 12 6.5 12 8V20C12 19 11 18 9.5 18H3ZM21 5.5H14.5C13 5.5 12 6.5 12 8V20C12 19 13 18 14.5 18H21Z", nil)
        case .candle: ("M9 10H15V21H9ZM12 10V8M6 21H18", "M12 3C14 5 14 7 12 8C10 7 10 5 12 3Z")
        case .cigar: ("M3 13H16V17H3ZM16 13H19V17H16M19 11C21 9 19 7 21 5M15 11C17 9 15 7 17 5", nil)
        case .clock: ("M21 12A9 9 0 1 1 3 12A9 9 0 1 1 21 12ZM12 7V12L15.5 14", nil)
        case .coffee: ("M4 9H16V14C16 17.5 13.5 20 10 20C6.5 20 4 17.5 4 14ZM16 10.5H18C20.5 10.5 20.5 15 18 15H16M8 3C7 4.5 9 5.5 8 7M12 3C11 4.5 13 5.5 12 7", nil)
        case .column: ("M3 21H21M4 18H20M3.5 7L12 3L20.5 7ZM6 9V16M10 9V16M14 9V16M18 9V16", nil)
        case .compass: ("M10 5A2 2 0 1 0 14 5A2 2 0 1 0 10 5M12 3V2M11 7L6 20M13 7L18 20M8 14H16", nil)
        case .couch: ("M4 11V9C4 7 6 6 8 6H16C18 6 20 7 20 9V11M2 12C2 10.5 4.5 10.5 4.5 12V15H19.5V12C19.5 10.5 22 10.5 22 12V17H2ZM4 17V19M20 17V19", nil)
        case .dumbbell: ("M2.5 10V14M5.5 7.5V16.5M18.5 7.5V16.5M21.5 10V14M5.5 12H18.5", nil)
        case .fish: ("M3 12C7 6 14 6 18 12C14 18 7 18 3 12ZM18 12L22 8V16Z", "M8.6 11A1 1 0 1 1 6.6 11A1 1 0 1 1 8.6 11Z")
        case .flag: ("M5 21V3M5 4H18L15.5 8L18 12H5", nil)
        case .flame: ("M12 3C13 7 18 9 18 14C18 18 15 21 12 21C9 21 6 18 6 14C6 11 8 9.5 9 8C9.5 10 10.5 11 11.5 11C11 8 11 5.5 12 3ZM12 21C10.5 21 9.5 19.5 9.5 18C9.5 16 12 15 12 13C13.5 15 14.5 16 14.5 18C14.5 19.5 13.5 21 12 21", nil)
        case .flower: ("M12 12C9 9 9 4 12 4C15 4 15 9 12 12C15 9 20 9 20 12C20 15 15 15 12 12C15 15 15 20 12 20C9 20 9 15 12 12C9 15 4 15 4 12C4 9 9 9 12 12Z", nil)
        case .golf: ("M12 3V17M12 3L19 6L12 9M7 20.5C7 18.5 17 18.5 17 20.5", nil)
        case .grid: ("M4 4H20V20H4ZM9.33 4V20M14.67 4V20M4 9.33H20M4 14.67H20", "M9.33 4H14.67V9.33H9.33ZM4 14.67H9.33V20H4ZM14.67 14.67H20V20H14.67Z")
        case .hanger: ("M10 6C10 4 14 4 14 6C14 7.5 12 8 12 10L3 17C2.5 17.5 3 18 3.5 18H20.5C21 18 21.5 17.5 21 17L12 10", nil)
        case .keys: ("M3 5H21V19H3ZM7.5 13V19M12 13V19M16.5 13V19", "M6.2 5H8.8V13H6.2ZM10.7 5H13.3V13H10.7ZM15.2 5H17.8V13H15.2Z")
        case .kite: ("M12 2.5L19 9L12 18L5 9ZM12 2.5V18M5 9H19M12 18C11 20 14 20.5 13 22", nil)
        case .leaf: ("M5 19C4 10 10 4 20 4C20 14 14 20 5 19ZM5 19L15 9", nil)
        case .mic: ("M9 6C9 4 10.5 3 12 3C13.5 3 15 4 15 6V13C15 15 13.5 16 12 16C10.5 16 9 15 9 13ZM6 11C6 15 8.5 18 12 18C15.5 18 18 15 18 11M12 18V21M8.5 21H15.5", nil)
        case .moon: ("M19 14.5C17.5 18 14 20 10.5 19.5C6 19 3 15 3.5 10.5C4 7 6.5 4.5 9.5 3.5C8 7 9 11 12 13.5C14 15 17 15.5 19 14.5Z", nil)
        case .note: ("M9 18V5L19 3V16", "M9 18A2.6 2.1 0 1 1 3.8 18A2.6 2.1 0 1 1 9 18ZM19 16A2.6 2.1 0 1 1 13.8 16A2.6 2.1 0 1 1 19 16Z")
        case .quill: ("M20 3C12 4 7 10 5 21M20 3C19.5 9 15 14 8.5 16M5 21L8 17.5M13 9L10 13", nil)
        case .record: ("M21 12A9 9 0 1 1 3 12A9 9 0 1 1 21 12ZM15 12A3 3 0 1 1 9 12A3 3 0 1 1 15 12ZM17.5 9C16.5 7.5 15 6.5 13 6.2", nil)
        case .rocket: ("M12 2.5C15.5 5.5 16.5 10 16 15H8C7.5 10 8.5 5.5 12 2.5ZM8 15L5 19H8.5M16 15L19 19H15.5M10.5 18H13.5L12 21.5Z", "M13.6 8.5A1.6 1.6 0 1 1 10.4 8.5A1.6 1.6 0 1 1 13.6 8.5Z")
        case .snowflake: ("M12 2.5V21.5M3.8 7.2L20.2 16.8M3.8 16.8L20.2 7.2M9.5 4L12 6.5L14.5 4M9.5 20L12 17.5L14.5 20", nil)
        case .star: ("M12 3L14.6 8.8L21 9.4L16.2 13.6L17.6 20L12 16.7L6.4 20L7.8 13.6L3 9.4L9.4 8.8Z", nil)
        case .sun: ("M16 12A4 4 0 1 1 8 12A4 4 0 1 1 16 12ZM12 2.5V5M12 19V21.5M2.5 12H5M19 12H21.5M5.3 5.3L7 7M17 17L18.7 18.7M5.3 18.7L7 17M17 7L18.7 5.3", nil)
        case .tea: ("M4 10H16V15C16 18 13.5 20 10 20C6.5 20 4 18 4 15ZM16 11.5H17.5C20 11.5 20 15 17.5 15H16M10 10V6L13 4.5M12.5 3H15.5V6H12.5Z", nil)
        case .typewriter: ("M4 11H20V19H4ZM7 11V5H17V11M8 17H16M2.5 7H4.5V11", "M7 13.3H8.6V14.9H7ZM10 13.3H11.6V14.9H10ZM13 13.3H14.6V14.9H13ZM16 13.3H17.6V14.9H16Z")
        case .watch: ("M17 12A5 5 0 1 1 7 12A5 5 0 1 1 17 12ZM9 7.5L10 3H14L15 7.5M9 16.5L10 21H14L15 16.5M12 9.5V12L13.5 13", nil)
        case .wave: ("M2.5 16C5 13 7.5 13 10 16C12.5 19 15 19 17.5 16C19 14 20.5 13.5 21.5 14M3 10C6 4 14 3 18 8C15 7 12 8.5 12 12", nil)
        }
        return "<path d=\"\(stroke)\"/>\(fill.map { "<path d=\"\($0)\" fill=\"\(color)\" stroke=\"none\"/>" as HTML } ?? .empty)"
    }
}
