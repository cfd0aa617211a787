import Glibc

/// The C library's exponential and logarithm, which the standard library lacks: the wheel
/// search sizes its start by a logarithm and anneals through an exponential, and a seeded
/// search must make the same moves as before, to the last bit of each figure.
extension Double {
    /// `exp(3)`: e to the power of this number.
    package func exp() -> Double { Glibc.exp(self) }

    /// `log(3)`: the natural logarithm of this number.
    package func log() -> Double { Glibc.log(self) }
}
