import BetterMorningCore
import SwiftUI

/// A famous person's drawn avatar, from the catalog's `Avatar` data, as the web app draws it: a
/// figure on a coloured disc with their hair, beard and glasses, and a badge with a motif of their
/// work. Never a photograph, never initials.
struct AvatarView: View {
    let avatar: Avatar

    var body: some View {
        GeometryReader { geometry in
            let size = geometry.size.width
            ZStack {
                Circle().fill(Color(hex: avatar.background))
                if [.long, .bob, .wig, .wavy].contains(avatar.hair) {
                    RoundedRectangle(cornerRadius: size * 0.2)
                        .fill(Color(hex: avatar.hairColor))
                        .frame(width: size * 0.38, height: size * (avatar.hair == .long ? 0.5 : 0.38))
                        .offset(y: size * 0.02)
                }
                Ellipse().fill(Color(hex: avatar.clothes))
                    .frame(width: size * 0.62, height: size * 0.4)
                    .offset(y: size * 0.42)
                Rectangle().fill(Color(hex: avatar.skin))
                    .frame(width: size * 0.12, height: size * 0.14)
                    .offset(y: size * 0.15)
                Ellipse().fill(Color(hex: avatar.skin))
                    .frame(width: size * 0.3, height: size * 0.36)
                    .offset(y: -size * 0.06)
                hair(size)
                HStack(spacing: size * 0.08) {
                    Circle().fill(Color(hex: "#2A211C")).frame(width: size * 0.034)
                    Circle().fill(Color(hex: "#2A211C")).frame(width: size * 0.034)
                }
                .offset(y: -size * 0.05)
                if avatar.facialHair == .beard || avatar.facialHair == .stubble {
                    Capsule().fill(Color(hex: avatar.hairColor).opacity(avatar.facialHair == .stubble ? 0.3 : 1))
                        .frame(width: size * 0.24, height: size * 0.12)
                        .offset(y: size * 0.07)
                }
                if avatar.glasses != .none {
                    HStack(spacing: size * 0.02) {
                        Circle().stroke(Color(hex: "#2A2A2A"), lineWidth: 1.3)
                        Circle().stroke(Color(hex: "#2A2A2A"), lineWidth: 1.3)
                    }
                    .background(avatar.glasses == .dark ? Color.black.opacity(0.85) : Color.clear)
                    .frame(width: size * 0.2, height: size * 0.09)
                    .offset(y: -size * 0.05)
                }
                Circle().fill(Color.white.opacity(0.7))
                    .frame(width: size * 0.26)
                    .overlay(Image(systemName: Self.symbol(avatar.motif)).font(.system(size: size * 0.13))
                        .foregroundStyle(Color(hex: avatar.motifColor)))
                    .offset(x: size * 0.26, y: -size * 0.25)
            }
            .frame(width: size, height: size)
            .clipShape(Circle())
        }
        .aspectRatio(1, contentMode: .fit)
        .accessibilityHidden(true)
    }

    @ViewBuilder private func hair(_ size: CGFloat) -> some View {
        switch avatar.hair {
        case .bald: EmptyView()
        case .balding:
            HStack(spacing: size * 0.26) {
                Capsule().fill(Color(hex: avatar.hairColor)).frame(width: size * 0.04, height: size * 0.12)
                Capsule().fill(Color(hex: avatar.hairColor)).frame(width: size * 0.04, height: size * 0.12)
            }
            .offset(y: -size * 0.06)
        default:
            Capsule().fill(Color(hex: avatar.hairColor))
                .frame(width: size * (avatar.hair == .curly || avatar.hair == .wavy ? 0.38 : 0.32),
                       height: size * (avatar.hair == .buzz ? 0.1 : 0.16))
                .offset(y: -size * 0.2)
            if avatar.hair == .bun {
                Circle().fill(Color(hex: avatar.hairColor)).frame(width: size * 0.14).offset(y: -size * 0.3)
            }
        }
    }

    /// The SF Symbol closest to each motif.
    static func symbol(_ motif: Avatar.Motif) -> String {
        switch motif {
        case .apple: "apple.logo"
        case .bean: "leaf.circle"
        case .book: "book"
        case .candle: "flame"
        case .cigar: "smoke"
        case .clock: "clock"
        case .coffee: "cup.and.saucer"
        case .column: "building.columns"
        case .compass: "pencil.and.ruler"
        case .couch: "sofa"
        case .dumbbell: "dumbbell"
        case .fish: "fish"
        case .flag: "flag"
        case .flame: "flame.fill"
        case .flower: "camera.macro"
        case .golf: "figure.golf"
        case .grid: "square.grid.3x3"
        case .hanger: "hanger"
        case .keys: "pianokeys"
        case .kite: "wind"
        case .leaf: "leaf"
        case .mic: "mic"
        case .moon: "moon"
        case .note: "music.note"
        case .quill: "pencil.line"
        case .record: "opticaldisc"
        case .rocket: "airplane.departure"
        case .snowflake: "snowflake"
        case .star: "star"
        case .sun: "sun.max"
        case .tea: "mug"
        case .typewriter: "keyboard"
        case .watch: "applewatch"
        case .wave: "water.waves"
        }
    }
}

extension Color {
    /// A colour from `#RRGGBB` (the catalog's colours).
    init(hex: String) {
        let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}
