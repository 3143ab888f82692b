enum class Planet(val mass: Double, val radius: Double) {
  MERCURY(3.303e+23, 2.4397e6),
  VENUS(4.869e+24, 6.0518e6),
  EARTH(5.976e+24, 6.37814e6);

  val surfaceGravity: Double get() = mass / (radius * radius)
}

enum class Operation {
  PLUS {
    override fun apply(a: Int, b: Int) = a + b
  },
  TIMES {
    override fun apply(a: Int, b: Int) = a * b
  };

  abstract fun apply(a: Int, b: Int): Int
}

enum class Trailing { A, B, C, }

enum class Annotated {
  /** The first one. */
  @Deprecated("use SECOND") FIRST,
  SECOND,
}
