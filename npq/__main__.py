from npq.cli import main

main()
